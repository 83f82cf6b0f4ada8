"""PUSH (Ravensburger), 2–6 players: draw cards into up to three columns, then collect one
column onto your bench; bank a colour to keep it safe. Most points when the pile runs out
wins.

**Your turn: push or bank.** Push: draw cards one by one; put each into a column that holds
neither its number nor its colour (a roll card: any column without one), or start a new
column (three at most). You may stop whenever no drawn card waits for its column, even
before any card went into one (then there is nothing to collect). Switch cards go onto their
own pile and change the collecting direction (none with 2 players).

**Pushed too far:** a card that fits no column is discarded; you roll the die, lose every
bench card of the rolled colour (a star: nothing; harder variant: your whole bench), and
collect nothing.

**Collecting:** after a stop you take one column, then the others one each in the current
direction; leftovers are discarded. Whoever collects a roll card rolls the die the same way.

**Bank** (instead of pushing): move all your bench cards of one colour into your bank, safe
for good.

**Score:** every bench and bank card scores its number. Ties: most cards, then shared.
"""

from __future__ import annotations

from games import chance
from games.core import Game, Outcome, ranks_from, require
from games.errors import IllegalAction
from games.phrase import Phrase, Seat
from games.push import rules
from games.push.actions import (
    Bank,
    Draw,
    NewColumn,
    PlaceIn,
    PushAction,
    Roll,
    Stop,
    Take,
    parse_action,
)
from games.push.cards import (
    STAR,
    Kind,
    card,
    card_phrase,
    cards_phrase,
    colour_names,
    deck_ids,
    points,
    spec,
)
from games.push.state import Phase, PushOptions, PushState

WHAT_NOW = {  # what the seat to act must do, as push-refuse-not-now selects on it
    Phase.START: "start",
    Phase.PUSH: "push",
    Phase.PLACE: "place",
    Phase.ROLL: "roll",
    Phase.COLLECT: "collect",
}


def _way(state: PushState) -> str:
    """The collecting direction as the catalogue selects on it."""
    return "clockwise" if rules.direction(state) == rules.CLOCKWISE else "counter-clockwise"


class PushGame(Game[PushState, PushAction]):
    name = "push"
    title = "PUSH"
    min_players = 2
    max_players = 6
    summary = "Push your luck: build columns of cards, collect one, bank a colour to keep it."
    Options = PushOptions
    State = PushState

    # -- set-up and whose turn ------------------------------------------------------------

    def _setup(self, players: int, seed: int, options: PushOptions) -> PushState:
        deck = deck_ids(players)  # two players: the switch cards stay in the box
        chance.rng(seed, "shuffle").shuffle(deck)
        first = chance.rng(seed, "first player").randrange(players)  # [house] seeded pick
        state = PushState(
            seed=seed,
            players=players,
            options=options,
            deck=deck,
            pusher=first,
            actor=first,
            benches=[[] for _ in range(players)],
            banks=[[] for _ in range(players)],
        )
        state.events.append(Phrase.of("push-first", player=Seat(seat=first)))
        return state

    def to_act(self, state: PushState) -> list[int]:
        return [] if state.phase is Phase.OVER else [state.actor]

    def legal_actions(self, state: PushState, seat: int) -> list[PushAction]:
        if seat not in self.to_act(state):
            return []
        if state.phase is Phase.START:
            held = {card(i).colour for i in state.benches[seat]}
            return [Draw(), *(Bank(colour=c) for c in colour_names() if c in held)]
        if state.phase is Phase.PUSH:
            return [Draw(), Stop()]  # at any moment of the push, even with no column yet
        if state.phase is Phase.PLACE:
            drawn = card(state.drawn)
            moves: list[PushAction] = [
                PlaceIn(column=i + 1) for i in rules.open_columns(state.columns, drawn)
            ]
            return [*moves, NewColumn()] if len(state.columns) < rules.MAX_COLUMNS else moves
        if state.phase is Phase.ROLL:
            return [Roll()]
        return [Take(column=i + 1) for i, column in enumerate(state.columns) if column]

    # -- playing --------------------------------------------------------------------------

    def _apply(self, state: PushState, seat: int, action: PushAction) -> None:
        handler = {
            Draw: self._draw,
            PlaceIn: self._place,
            NewColumn: self._place,
            Stop: self._stop,
            Roll: self._roll,
            Take: self._take,
            Bank: self._bank,
        }.get(type(action))
        if handler is None:
            raise IllegalAction(Phrase.of("push-refuse-not-an-action"))
        handler(state, seat, action)

    def _expect(self, state: PushState, *phases: Phase) -> None:
        if state.phase not in phases:
            raise IllegalAction(
                Phrase.of(
                    "push-refuse-not-now", player=Seat(seat=state.actor), now=WHAT_NOW[state.phase]
                )
            )

    def _draw(self, state: PushState, seat: int, action: Draw) -> None:
        if state.phase is Phase.PLACE:
            raise IllegalAction(
                Phrase.of("push-refuse-place-first", card=card_phrase(card(state.drawn)))
            )
        self._expect(state, Phase.START, Phase.PUSH)
        drawn = card(state.deck.pop())
        if drawn.kind is Kind.SWITCH:
            state.switch_pile.append(drawn.id)
            state.switches_this_turn += 1
            state.events.append(Phrase.of("push-switch", player=Seat(seat=seat), way=_way(state)))
            state.phase = Phase.PUSH
            if not state.deck:
                self._pile_ran_out(state)
            return
        # no "draws" sentence: the placement or the bust names the card, one line a card
        # (the prompt names it meanwhile), so an AI's long push doesn't crowd out the news
        if rules.can_place(state.columns, drawn):
            state.drawn = drawn.id
            state.phase = Phase.PLACE
            return
        # pushed too far: the card is discarded, the pusher rolls and collects nothing
        state.discard.append(drawn.id)
        state.busted = True
        state.phase = Phase.ROLL
        state.pickers = rules.collecting_order(
            seat, state.players, rules.direction(state), pusher_collects=False
        )
        state.turn += 1  # a bust is news: the board gets a new message
        state.events.append(Phrase.of("push-bust", player=Seat(seat=seat), card=card_phrase(drawn)))

    def _place(self, state: PushState, seat: int, action: PlaceIn | NewColumn) -> None:
        self._expect(state, Phase.PLACE)
        drawn = card(state.drawn)
        if isinstance(action, NewColumn):
            require(
                len(state.columns) < rules.MAX_COLUMNS,
                Phrase.of("push-refuse-three-columns", card=card_phrase(drawn)),
            )
            state.columns.append([drawn.id])
            placed = Phrase.of(
                "push-new-column",
                player=Seat(seat=seat),
                column=len(state.columns),
                card=card_phrase(drawn),
            )
        else:
            require(
                action.column <= len(state.columns),
                Phrase.of("push-refuse-no-column", column=action.column),
            )
            column = state.columns[action.column - 1]
            reason = rules.refusal(column, drawn)
            if reason is not None:
                raise IllegalAction(
                    Phrase.of(
                        "push-refuse-column",
                        column=action.column,
                        reason=reason,
                        card=card_phrase(drawn),
                    )
                )
            column.append(drawn.id)
            placed = Phrase.of(
                "push-place", player=Seat(seat=seat), column=action.column, card=card_phrase(drawn)
            )
        state.drawn = None
        state.phase = Phase.PUSH
        state.events.append(placed)
        if not state.deck:
            self._pile_ran_out(state)

    def _pile_ran_out(self, state: PushState) -> None:
        """[house] The pile ran out mid-push: the push ends as if the pusher stopped."""
        state.events.append(Phrase.of("push-pile-out"))
        if state.columns:
            self._start_collecting(state)
        else:
            self._end_turn(state)

    def _stop(self, state: PushState, seat: int, action: Stop) -> None:
        """The sheet: a player may stop at any moment of the push (never while a drawn
        card waits for its column). With no column on the table there is nothing to collect."""
        if state.phase is Phase.START:
            raise IllegalAction(Phrase.of("push-refuse-draw-first"))
        self._expect(state, Phase.PUSH)
        if not state.columns:
            state.events.append(Phrase.of("push-stop-empty", player=Seat(seat=seat)))
            self._end_turn(state)
            return
        state.events.append(Phrase.of("push-stop", player=Seat(seat=seat)))
        self._start_collecting(state)

    def _start_collecting(self, state: PushState) -> None:
        state.pickers = rules.collecting_order(
            state.pusher, state.players, rules.direction(state), pusher_collects=True
        )
        self._next_picker(state)

    def _next_picker(self, state: PushState) -> None:
        """Hand the pick to the next collector, or end the turn when none is left."""
        if state.pickers and any(state.columns):
            state.actor = state.pickers.pop(0)
            state.phase = Phase.COLLECT
            return
        for number, column in enumerate(state.columns, start=1):
            if column:
                state.discard.extend(column)
                state.events.append(
                    Phrase.of("push-column-discarded", column=number, cards=cards_phrase(column))
                )
        self._end_turn(state)

    def _take(self, state: PushState, seat: int, action: Take) -> None:
        self._expect(state, Phase.COLLECT)
        require(
            action.column <= len(state.columns) and bool(state.columns[action.column - 1]),
            Phrase.of(
                "push-refuse-take",
                column=action.column,
                columns=", ".join(str(i + 1) for i, c in enumerate(state.columns) if c),
            ),
        )
        taken = state.columns[action.column - 1]
        state.columns[action.column - 1] = []
        rolls = [i for i in taken if card(i).kind is Kind.ROLL]
        state.benches[seat].extend(i for i in taken if card(i).kind is Kind.NUMBER)
        state.events.append(
            Phrase.of(
                "push-takes",
                player=Seat(seat=seat),
                column=action.column,
                cards=cards_phrase(taken),
            )
        )
        if rolls:
            state.discard.extend(rolls)  # the roll card is discarded after the roll
            state.phase = Phase.ROLL
            state.events.append(Phrase.of("push-roll-card", player=Seat(seat=seat)))
        else:
            self._next_picker(state)

    def _roll(self, state: PushState, seat: int, action: Roll) -> None:
        self._expect(state, Phase.ROLL)
        face = rules.roll_face(spec().die, chance.roll(state.seed, "roll", state.step))
        state.last_roll, state.last_roller = face, seat
        lost = rules.roll_losses(state.benches[seat], face, state.options.harder)
        state.benches[seat] = [i for i in state.benches[seat] if i not in lost]
        state.discard.extend(lost)
        if lost:
            said = Phrase.of(
                "push-rolls-loses",
                player=Seat(seat=seat),
                face=face,
                cards=cards_phrase(lost),
                points=points(lost),
            )
        else:
            key = "push-rolls-star" if face == STAR else "push-rolls-nothing"
            said = Phrase.of(key, player=Seat(seat=seat), face=face)
        state.events.append(said)
        self._next_picker(state)

    def _bank(self, state: PushState, seat: int, action: Bank) -> None:
        if state.phase in (Phase.PUSH, Phase.PLACE):
            raise IllegalAction(Phrase.of("push-refuse-bank-mid-push"))
        self._expect(state, Phase.START)
        moving = [i for i in state.benches[seat] if card(i).colour == action.colour]
        require(bool(moving), Phrase.of("push-refuse-no-bench", colour=action.colour))
        state.benches[seat] = [i for i in state.benches[seat] if i not in moving]
        state.banks[seat].extend(moving)
        state.events.append(
            Phrase.of("push-banks", player=Seat(seat=seat), count=len(moving), colour=action.colour)
        )
        self._end_turn(state)

    def _end_turn(self, state: PushState) -> None:
        state.columns = []
        state.pickers = []
        state.busted = False
        state.switches_this_turn = 0
        if not state.deck:
            state.phase = Phase.OVER
            scores = [
                Phrase.of("push-score", player=Seat(seat=s), points=self._score(state, s))
                for s in range(state.players)
            ]
            state.events.append(Phrase.of("push-over", scores=scores))
            return
        state.pusher = (state.pusher + 1) % state.players  # turns always go clockwise
        state.actor = state.pusher
        state.phase = Phase.START
        state.turn += 1
        state.events.append(Phrase.of("push-turn", player=Seat(seat=state.pusher)))

    # -- the end --------------------------------------------------------------------------

    @staticmethod
    def _score(state: PushState, seat: int) -> int:
        return rules.score(state.benches[seat], state.banks[seat])

    def outcome(self, state: PushState) -> Outcome | None:
        if state.phase is not Phase.OVER:
            return None
        scores = [self._score(state, s) for s in range(state.players)]
        # tie-break (publisher's rulebook): the tied player with the most cards collected
        cards = [len(state.benches[s]) + len(state.banks[s]) for s in range(state.players)]
        return Outcome(scores=scores, ranks=ranks_from(list(zip(scores, cards, strict=True))))

    # -- AI, keys, text -------------------------------------------------------------------

    def ai_action(self, state: PushState, seat: int) -> PushAction:
        from games.push.ai import choose

        return choose(state, seat)

    def parse_action(self, key: str) -> PushAction:
        return parse_action(key)

    def text(self, state: PushState) -> str:
        from games.push.text import board_text

        return board_text(state)


GAME = PushGame()
