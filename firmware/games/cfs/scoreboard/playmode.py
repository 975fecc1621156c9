# Play mode: the play sequence of College Football Saturday on the box. What the game waits
# for next (a kickoff, a try, a fourth-down choice, the calls in C1's order), who answers it
# (the player by a menu, or a caller), then ROLL: the action applied and its dice revealed
# one by one, and the clock run off by the timing chart.
# A part of box.Table, whose state is set there: pyright cannot follow it across the parts.
# pyright: reportAttributeAccessIssue=false
from games.cfs.rules import calls, game
from games.cfs.scoreboard import runoff, stepin, views
from games.cfs.sheet.parts import BASES, DEFENSE_SHORT
from sideline.shell import PRESS

INFO_MS = 3000
WHOSE_MS = 800  # whose call a menu asks, before its first item (any press shows it at once)
DEFENSE_CALLS = ("base", "checkoff")  # the defense's menus; the others are the offense's


class PlayMode:
    def _run_clock(self, ev):
        secs, stop = runoff.chart(ev, self._kind(ev), self.settings["timing"])
        c = self.clock
        if self.settings["clock_mode"] == "runoff":
            if self._over():
                c.finish()
            else:
                length = self.settings["quarters"] * self.settings["quarter_s"] * 1000
                used = runoff.plays_used(self.G, self.team_sheets)
                k = self.settings["pace_plays"]
                c.run_to(runoff.paced(c.elapsed(), secs * 1000, length, used, k))
        if stop or self._over():
            c.stop(self.now)
        self._announce(ev)

    def _kind(self, ev):
        if ev["t"] == "m":
            return "pass" if ev.get("what") == "inc" else ev.get("kind", "run")
        name = ev.get("play")
        sheet = self.team_sheets[ev["side"]]
        i = sheet["play_index"].get(name)
        return sheet["plays"][i]["kind"] if i is not None else "run"

    def _caller(self, side, role="offense"):
        return self.caller_state[side][role]

    def _next_step(self):
        """Decide what the game waits for next and ask for it (or let a caller answer)."""
        self._pre = self._snapshot()  # undo comes back to here, before any card is drawn
        self.menu = None
        self.final_pages = None
        G = self.G
        if self._over():
            self.step = "over"
            return
        if self._quarter_over():
            self.step = "quarter_end"
            return
        phase = G["phase"]
        if phase == game.KICKOFF:
            self.step = "kickoff"
            return
        off = G["possession"]
        if phase == game.TRY:
            if self._caller(off) == "human":
                self._ask("try", [("XP KICK", "pat"), ("2PT TRY", "two")])
            else:
                self.pending = {
                    "t": self.calls.kick(self.caller_state[off], G, self.team_sheets, off)
                }
                self.step = "ready"
            return
        legal = game.legal(G, self.team_sheets)
        if G["down"] == 4 or "play" not in legal:
            options = []
            if "play" in legal:
                options.append(("GO 4 IT", "play"))
            if "punt" in legal:
                options.append(("PUNT", "punt"))
            if "fg" in legal:
                options.append(("FG %d" % self._fg_yards(), "fg"))
            if "end" in legal:
                options.append(("END GAME", "end"))
            if self._caller(off) == "human":
                self._ask("fourth", options)
                return
            choice = self.calls.kick(self.caller_state[off], G, self.team_sheets, off)
            if choice != "play":
                self.pending = {"t": choice}
                self.step = "ready"
                return
        self._start_call()

    def _fg_yards(self):
        # why: Pico heap: kicking loads at the first field goal
        from games.cfs.rules.kicking import fg_distance

        return fg_distance(self.G["ball_on"], self.G["house"])

    def _start_call(self):
        self.calls.why = None
        self.pending = {
            "t": "play",
            "call": {"defense": None, "offense": None, "checkoff": None, "audible": None},
        }
        self._call_step("base")

    def _call_step(self, step):
        """C1's order: base defense, offensive play, check-off, audible."""
        G = self.G
        off = G["possession"]
        dfn = game.other(off)
        call = self.pending["call"]
        sheets = self.team_sheets
        while True:
            if step == "base":
                if self._caller(dfn, "defense") == "human":
                    self._ask("base", [(views.defense_label(b), b) for b in BASES])
                    return
                call["defense"] = self.calls.base(self.caller_state[dfn], G, sheets, dfn)
                step = "play"
            elif step == "play":
                if self._caller(off) == "human":
                    self._ask("play", self._play_menu())
                    return
                call["offense"] = self.calls.play(
                    self.caller_state[off], G, sheets, off, call["defense"], self.caller_state[dfn]
                )
                step = "checkoff"
            elif step == "checkoff":
                opts = calls.checkoff_options(sheets[dfn], G["marks"][dfn], call["defense"])
                if not opts:
                    step = "ready"
                elif self._caller(dfn, "defense") == "human":
                    items = [("NO CHECK", None)]
                    for d in opts:
                        left = sheets[dfn]["defenses"][d]["uses"] - G["marks"][dfn]["packages"][d]
                        items.append((DEFENSE_SHORT[d], d, left))  # uses on the dice display
                    self._ask("checkoff", items)
                    return
                else:
                    call["checkoff"] = self.calls.check_off(
                        self.caller_state[dfn], G, sheets, dfn, call["defense"], call["offense"]
                    )
                    self.pending["step_in"] = stepin.options(self, dfn, opts, call["checkoff"])
                    step = "audible"
            elif step == "audible":
                if not call["checkoff"]:
                    step = "ready"
                elif self._caller(off) == "human":
                    self._ask("audible", [("NO AUD", None)] + self._play_menu())
                    return
                else:
                    call["audible"] = self.calls.audible(
                        self.caller_state[off],
                        G,
                        sheets,
                        off,
                        call["defense"],
                        call["offense"],
                        call["checkoff"],
                    )
                    step = "ready"
            else:
                self.step = "ready"
                self.menu = None
                if self.calls.why:
                    self.flash(self.calls.why, 1200)  # the caller's reason, up to 8 chars
                    self.calls.why = None
                return

    def _play_menu(self):
        off = self.G["possession"]
        sheet = self.team_sheets[off]
        marks = self.G["marks"][off]
        items = []
        for i in calls.available_plays(sheet, marks):
            p = sheet["plays"][i]
            left = p["uses"] - marks["plays"][i]
            items.append((p["short"], p["name"], left))  # the whole label; uses: dice display
        return items

    def _ask(self, step, items):
        self.step = step
        self.menu = items
        self.menu_i = 0
        if self.mode == "play" and self.flash_text is None:  # UNDO, GOALLINE... come first
            self.flash(self._whose(step), WHOSE_MS)

    def _whose(self, step):
        """Whose call the menu asks: "BAY DEF", "CPM OFF"; "BAYD" on a 4-character line."""
        side = self.G["possession"]
        defense = step in DEFENSE_CALLS
        if defense:
            side = game.other(side)
        abbr = self.team_sheets[side]["abbr"]
        if self.text_chars < 8:
            return abbr[:3] + ("D" if defense else "O")
        return abbr + (" DEF" if defense else " OFF")

    def _chosen(self, value):
        step = self.step
        self.menu = None
        if step == "try":
            self.pending = {"t": value}
            self.step = "ready"
        elif step == "fourth":
            if value == "play":
                self._start_call()
            else:
                self.pending = {"t": value}
                self.step = "ready"
        elif step == "base":
            self.pending["call"]["defense"] = value
            self._call_step("play")
        elif step == "play":
            self.pending["call"]["offense"] = value
            self._call_step("checkoff")
        elif step == "checkoff":
            self.pending["call"]["checkoff"] = value
            self._call_step("audible")
        elif step == "audible":
            self.pending["call"]["audible"] = value
            self._call_step("ready")

    def _roll(self, now):
        """ROLL in play mode: run the pending action, or reveal the next die."""
        if self.step == "reveal":
            r = self.reveal
            if r["i"] < len(r["rolls"]):
                r["i"] += 1
                r["until"] = now + self.settings["reveal_ms"]
                return
            self._show_result()
            return
        if self.step == "result":
            self._next_step()
            return
        if self.step == "kickoff":
            self.pending = {"t": "kickoff"}
        elif self.step != "ready":
            return
        action = self.pending
        self.pending = None
        self.flash_text = None  # the dice have the text line now
        try:
            ev = self._apply(action, not self.settings["fast"])
        except calls.IllegalCall as e:
            self.flash("ILLEGAL", 1500)
            self.error = str(e)
            self._next_step()
            return
        if self.settings["fast"] or not ev["rolls"]:
            self._show_result()
        else:
            self.step = "reveal"
            self.reveal = {"rolls": ev["rolls"], "i": 1, "until": now + self.settings["reveal_ms"]}

    def _reveal_again(self, ev, board, shown):
        """REDO of a play undone while its dice were being revealed: back to the die the
        player had reached, the runoff owed until the result is shown (as before UNDO)."""
        self.pending = None
        self.menu = None
        self.event = ev
        self._owed = ev
        self.shown_board = board
        self.step = "reveal"
        self.reveal = {
            "rolls": ev["rolls"],
            "i": shown,
            "until": self.now + self.settings["reveal_ms"],
        }

    def _show_result(self):
        if self._owed is not None:  # the clock runs off now that the outcome is shown
            ev = self._owed
            self._owed = None
            self._run_clock(ev)
            self.save_pending = True
        if self.event is not None and self.event.get("halftime"):
            self._then_halftime()
        self.reveal = None
        self.step = "result"
        self.shown_board = None
        if self._over():  # the last action: FINAL at once, its result first (issue 26 item 5)
            text = self.event.get("text") if self.event is not None else None
            self._next_step()
            if text:
                self.flash(text[:8], 1500)

    def _then_halftime(self):
        """G4's halftime by plays: the play's result first, then HALFTIME (after a 2 MINUTE
        the play brought), as END Q2 comes before it by the clock (issue 26 item 4)."""
        text = self.event.get("text", "")[:8]
        if not text:
            self.flash("HALFTIME", 2000)
        elif self.flash_text == text and self.flash_next is not None:  # then 2 MINUTE
            self.flash_next = self.flash_next + (("HALFTIME", 2000),)
        else:
            self.flash(text, 1500)
            self.flash_next = ("HALFTIME", 2000)

    def _over(self):
        """The game is over: by the plays (G1-G3), or at 0:00 of the last quarter when the
        real clock is chosen to end it."""
        if game.is_over(self.G):
            return True
        c = self.clock
        return (
            self.settings["game_end"] == "clock"
            and self.settings["clock_mode"] == "real"
            and c.state["ended"]
            and c.last_quarter()
        )

    def _quarter_over(self):
        # After the last quarter the game goes on at 0:00 until the plays run out (G1).
        return self.clock.state["ended"] and not self.clock.last_quarter()

    def _end_of_quarter(self):
        q = self.clock.state["q"]
        if not self.clock.next_quarter():
            return
        if q == 2 and self.settings["halftime"] == "clock" and self.G["half"] == 1:
            self._apply({"t": "halftime"})
            self.flash("HALFTIME", 2000)
        self._next_step()

    def press_play(self, name, kind, now):
        if self._menu_move(name):
            return
        if name in ("UP", "DOWN") and self.step == "ready" and stepin.step_in(self, name == "UP"):
            return
        if name == "OK":
            if self.menu:
                self._chosen(self.menu[self.menu_i][1])
            elif self.step == "quarter_end":
                self._end_of_quarter()
            elif self.step in ("ready", "kickoff", "reveal", "result"):
                self._roll(now)
        elif name == "ROLL" and kind == PRESS:
            if self.step == "quarter_end":
                self._end_of_quarter()
            elif not self.menu:
                self._roll(now)
            else:
                self.nudge("PRESS OK")  # a call is asked: ROLL runs the play once it is made
        elif name == "BACK":
            if self.menu and self.step in ("play", "checkoff", "audible"):
                self._start_call()  # start the call over
            else:
                self._next_info(now)

    def _next_info(self, now):
        self.info = (self.info + 1) % 4
        self.info_until = now + INFO_MS
