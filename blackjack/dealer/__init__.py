"""The dealer in numbers: exact probabilities, Monte Carlo simulation, plots."""
