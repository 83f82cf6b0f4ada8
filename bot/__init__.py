"""The discord.py adapter: settings, store, tables, cogs and views."""
