"""The front ends: the command line, the widget app, the full-screen table."""
