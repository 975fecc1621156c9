"""`sideline league serve [--db FILE] [--host H] [--port N]`: the league's site on a
SQLite file (default league.sqlite3), its migrations run first. Prints the address and a
fresh commissioner's link (the previous commissioner's links stop working)."""

import os
import sys
from pathlib import Path

SETTINGS = "host_tools.league.site.settings"


def setup(db):
    """Django configured on the database file, migrated: the site's records are ready."""
    os.environ["SIDELINE_LEAGUE_DB"] = str(Path(db).resolve())
    os.environ["DJANGO_SETTINGS_MODULE"] = SETTINGS
    # why: Django needs its settings made (league serve's setup) before its modules import
    import django
    from django.core.management import call_command

    django.setup()
    call_command("migrate", verbosity=0, interactive=False)


def commissioner_link(base):
    # why: Django needs its settings made (league serve's setup) before its modules import
    from host_tools.league.site import access
    from host_tools.league.site.models import Access

    Access.objects.filter(role=Access.COMMISSIONER, league=None).update(revoked=True)
    _a, token = access.issue(Access.COMMISSIONER)
    return "%s/enter#%s" % (base, token)


def run(args):
    db = args.db or "league.sqlite3"
    setup(db)
    # why: Django needs its settings made (league serve's setup) before its modules import
    from django.core.handlers.wsgi import WSGIHandler
    from django.core.servers.basehttp import ThreadedWSGIServer, WSGIRequestHandler

    try:
        httpd = ThreadedWSGIServer((args.host, args.port), WSGIRequestHandler)
    except OSError as e:
        print(
            "sideline league serve: cannot listen on %s:%d (%s)" % (args.host, args.port, e),
            file=sys.stderr,
        )
        return 1
    httpd.set_app(WSGIHandler())
    host, port = httpd.server_address[:2]
    base = "http://%s:%d" % (host, port)
    print("league site: %s (database %s)" % (base, Path(db).resolve()), flush=True)
    print("commissioner: %s" % commissioner_link(base), flush=True)
    try:
        httpd.serve_forever()
    except KeyboardInterrupt:
        pass
    finally:
        httpd.server_close()
    return 0
