"""Settings of the league's site. The database file is SIDELINE_LEAGUE_DB (default
league.sqlite3 in the current folder); the secret key that signs the CSRF tokens lives
beside it (FILE.key, made on first start, readable by its owner only)."""

import os
import secrets
from pathlib import Path

DB = Path(os.environ.get("SIDELINE_LEAGUE_DB", "league.sqlite3")).resolve()


def _secret_key(db):
    key = db.with_name(db.name + ".key")
    if not key.exists():
        key.parent.mkdir(parents=True, exist_ok=True)
        fd = os.open(key, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
        with os.fdopen(fd, "w") as f:
            f.write(secrets.token_urlsafe(50))
    return key.read_text().strip()


SECRET_KEY = _secret_key(DB)
DEBUG = False
ALLOWED_HOSTS = ["127.0.0.1", "localhost", "[::1]", "testserver"] + [
    h for h in os.environ.get("SIDELINE_LEAGUE_HOSTS", "").split(",") if h
]
INSTALLED_APPS = ["django.contrib.sessions", "host_tools.league.site"]
MIDDLEWARE = [
    "django.middleware.security.SecurityMiddleware",
    "host_tools.league.site.access.SizeLimitMiddleware",
    "django.contrib.sessions.middleware.SessionMiddleware",
    "django.middleware.common.CommonMiddleware",
    "django.middleware.csrf.CsrfViewMiddleware",
    "django.middleware.clickjacking.XFrameOptionsMiddleware",
    "host_tools.league.site.access.AccessMiddleware",
]
ROOT_URLCONF = "host_tools.league.site.urls"
TEMPLATES = [
    {
        "BACKEND": "django.template.backends.django.DjangoTemplates",
        "APP_DIRS": True,
        "OPTIONS": {"context_processors": ["django.template.context_processors.request"]},
    }
]
DATABASES = {
    "default": {
        "ENGINE": "django.db.backends.sqlite3",
        "NAME": str(DB),
        "OPTIONS": {
            # Write-ahead log: readers never wait for the one writer (the server is
            # threaded), and a commit costs one sync of the log, not of the database.
            "init_command": "PRAGMA journal_mode=WAL; PRAGMA synchronous=NORMAL;",
            "transaction_mode": "IMMEDIATE",
            "timeout": 20,
        },
    }
}
SESSION_COOKIE_HTTPONLY = True
SESSION_COOKIE_SAMESITE = "Lax"
SESSION_COOKIE_AGE = 60 * 60 * 24 * 30
CSRF_COOKIE_SAMESITE = "Strict"
# No page's address travels to another site (the secret links are never in one anyway:
# they are a fragment, read by the page and posted). "same-origin", not "no-referrer":
# with no-referrer a browser sends "Origin: null" on a form post, which CSRF refuses.
SECURE_REFERRER_POLICY = "same-origin"
X_FRAME_OPTIONS = "DENY"
# An upload above this is refused whole before it is read (saves.MAX_BYTES, plus the form).
DATA_UPLOAD_MAX_MEMORY_SIZE = 1024 * 1024
FILE_UPLOAD_MAX_MEMORY_SIZE = 1024 * 1024
USE_TZ = True
TIME_ZONE = "UTC"
USE_I18N = False
DEFAULT_AUTO_FIELD = "django.db.models.BigAutoField"
LOGGING = {
    "version": 1,
    "disable_existing_loggers": False,
    "handlers": {"console": {"class": "logging.StreamHandler"}},
    "loggers": {"django.server": {"handlers": ["console"], "level": "INFO"}},
}
CSRF_FAILURE_VIEW = "host_tools.league.site.views.csrf_failure"
