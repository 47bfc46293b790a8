"""The audit that proves the checks: ``prove`` runs every answer of the ``catalog``
(wrong answers, right answers written another way) and every one of the ``mutants``
of the references through ``check``, each isolated by the ``workers``.
"""
