from django.apps import AppConfig


class LeagueSiteConfig(AppConfig):
    name = "host_tools.league.site"
    label = "league"
    default_auto_field = "django.db.models.BigAutoField"
