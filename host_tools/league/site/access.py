"""Who may do what: per-person secret links exchanged for a session cookie.

A link is `/enter#TOKEN`: the token is the address's fragment, which a browser never sends
to a server (so no server log holds it) nor puts in a Referer; the enter page posts it and
redirects to the league, and the session cookie carries on. Only the token's SHA-256 is
stored; a revoked or expired access opens nothing, and a session opened by it ends at its
next request. Every form carries a one-time number: a form sent again is refused.
"""

import hashlib
import secrets

from django.core.exceptions import PermissionDenied
from django.utils import timezone

from host_tools.league.saves import MAX_BYTES
from host_tools.league.site.models import Access

SESSION_KEY = "access"
NONCES = "nonces"
MAX_NONCES = 200


def digest(token):
    return hashlib.sha256(token.encode()).hexdigest()


def issue(role, league=None, team=None, expires=None):
    """(access, token): a new secret link's token, shown once."""
    token = secrets.token_urlsafe(24)
    a = Access.objects.create(
        role=role, league=league, team=team, token_hash=digest(token), expires=expires
    )
    return a, token


def reissue(access):
    """Revokes an access and issues its holder a new one: (access, token)."""
    access.revoked = True
    access.save(update_fields=["revoked"])
    return issue(access.role, access.league, access.team, access.expires)


def find(token):
    """The live access of a token, or None (forged, revoked or expired)."""
    if not isinstance(token, str) or not token or len(token) > 100:
        return None
    a = Access.objects.filter(token_hash=digest(token)).first()
    if a is None or not live(a):
        return None
    return a


def live(a):
    return not a.revoked and (a.expires is None or a.expires > timezone.now())


class AccessMiddleware:
    """request.access: the live access of this session, or None."""

    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request):
        request.access = None
        pk = request.session.get(SESSION_KEY)
        if pk is not None:
            a = Access.objects.filter(pk=pk).select_related("team", "league").first()
            if a is not None and live(a):
                request.access = a
            else:
                request.session.flush()  # revoked or expired: the session ends here
        return self.get_response(request)


def is_commissioner(request, league=None):
    a = request.access
    return (
        a is not None
        and a.role == Access.COMMISSIONER
        and (a.league_id is None or league is None or a.league_id == league.pk)
    )


def require_commissioner(request, league=None):
    if not is_commissioner(request, league):
        raise PermissionDenied("only the commissioner may do this")


def coach_team(request, league):
    """The team this session coaches in the league, or None."""
    a = request.access
    if a is not None and a.role == Access.COACH and a.team and a.team.league_id == league.pk:
        return a.team
    return None


def can_read(request, league):
    return is_commissioner(request, league) or coach_team(request, league) is not None


def new_nonce(request):
    n = secrets.token_urlsafe(12)
    got = request.session.get(NONCES, [])[-MAX_NONCES:]
    request.session[NONCES] = got + [n]
    return n


def use_nonce(request):
    """Consumes the form's one-time number; a form sent twice is refused."""
    n = request.POST.get("once", "")
    got = request.session.get(NONCES, [])
    if n not in got:
        raise PermissionDenied("this form was already sent (or is not from this session)")
    got.remove(n)
    request.session[NONCES] = got


class SizeLimitMiddleware:
    """A request body much larger than a save is refused before anything reads it (the
    CSRF check would otherwise parse the whole upload first)."""

    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request):
        try:
            size = int(request.META.get("CONTENT_LENGTH") or 0)
        except ValueError:
            size = 0
        if size > MAX_BYTES + 64 * 1024:
            # why: Django needs its settings made (league serve's setup) before its modules import
            from django.http import HttpResponse

            return HttpResponse(
                "Refused: the request is %d bytes; a save is at most %d" % (size, MAX_BYTES),
                status=413,
                content_type="text/plain",
            )
        return self.get_response(request)
