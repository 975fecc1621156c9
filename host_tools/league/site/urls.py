from django.urls import path

from host_tools.league.site import actions, views

urlpatterns = [
    path("", views.home, name="home"),
    path("enter", views.enter, name="enter"),
    path("leave", actions.leave, name="leave"),
    path("league/new", actions.league_new, name="league_new"),
    path("league/<int:pk>/", views.league, name="league"),
    path("league/<int:pk>/next", actions.next_season, name="next_season"),
    path("season/<int:pk>/", views.season, name="season"),
    path("season/<int:pk>/draw", actions.draw, name="draw"),
    path("season/<int:pk>/pick", actions.pick, name="pick"),
    path("season/<int:pk>/options", actions.options, name="options"),
    path("fixture/<int:pk>/", views.fixture, name="fixture"),
    path("fixture/<int:pk>/date", actions.fixture_date, name="fixture_date"),
    path("fixture/<int:pk>/upload", actions.upload, name="upload"),
    path("fixture/<int:pk>/typed", actions.typed, name="typed"),
    path("fixture/<int:pk>/confirm", actions.confirm, name="confirm"),
    path("fixture/<int:pk>/void", actions.void, name="void"),
    path("team/<int:pk>/reissue", actions.reissue, name="reissue"),
    path("team/<int:pk>/revoke", actions.revoke, name="revoke"),
    path("p/<str:key>/", views.public, name="public"),
    path("p/<str:key>/season/<int:number>/", views.public_season, name="public_season"),
]
handler403 = "host_tools.league.site.views.denied"
