from django import template
from django.middleware.csrf import get_token
from django.utils.html import format_html

from host_tools.league.site.access import new_nonce

register = template.Library()


@register.simple_tag(takes_context=True)
def form_keys(context):
    """The CSRF token and the form's one-time number (access.use_nonce)."""
    request = context["request"]
    return format_html(
        '<input type="hidden" name="csrfmiddlewaretoken" value="{}">'
        '<input type="hidden" name="once" value="{}">',
        get_token(request),
        new_nonce(request),
    )


@register.filter
def get(d, key):
    return d.get(key, "") if isinstance(d, dict) else ""
