"""Slash commands: thin cogs over the table service and the store."""
