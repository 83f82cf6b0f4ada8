"""The Passtally AI: plans a turn's two actions together.

Set-up: each marker goes where it already closes a straight line with one of the seat's
own markers on the opposite edge (or could), away from other players' lines, with room to
move.

Play: every first action is scored one ply deep (the lines it completes now, and the free
line ends one of our markers could reach with the second action); the best twenty are
then searched two plies deep, each paired with the second actions that can matter (marker
moves, tiles on squares the first action changed, and the best thirty of the first ply),
and the pair is judged at the end of the turn: points scored now (they score again next
turn while the lines hold), lines one marker move from completion, minus what the
opponents who still play would score from their complete lines (so cutting them pays);
in the last round, finishing first. Tiles that touch none of the lines that matter are
bounded, not traced (they cannot beat laying a tile where nobody's line runs), and a
counted budget of positions keeps a decision fast. The AI does not peek at face-down
tiles: after laying tile k it plans only with the other two face-up tiles. Ties break on
the action key, so the choice is deterministic.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache, lru_cache
from typing import TYPE_CHECKING

from games.passtally.actions import MoveMarker, PlaceMarker, PlaceTile
from games.passtally.ai_board import FastBoard
from games.passtally.geometry import SIZE, SPACES, Side, cell_name, edge_of
from games.passtally.scoring import points_for
from games.passtally.state import PasstallyState, Phase
from games.passtally.tiles import Half

if TYPE_CHECKING:
    from games.core import Game  # the AI asks the game only for legal actions

Action = MoveMarker | PlaceMarker | PlaceTile

FIRST_ACTIONS_SEARCHED = 20  # best first actions (one ply) searched two plies deep...
SECOND_PLY_BUDGET = 4000  # ...while the positions traced so far stay under this many
FIRST_ACTIONS_AT_LEAST = 6  # (the budget is counted, not timed: the AI stays deterministic)
# Second actions tried after a first one: marker moves, tiles that touch a square the first
# action changed, and the best of the first ply (a tile elsewhere adds up independently).
SECOND_ACTIONS_KEPT = 30
KEEP = 0.6  # complete lines score again next turn unless an opponent breaks them
NEAR = 0.5  # a line one marker move from completion, at the end of the turn
NEAR_MID = 0.9  # ... in the middle of the turn, when our own second action can close it
OPPONENT = 1.0  # weight of what one opponent would score next turn (2 players)
OPPONENT_OF_MANY = 0.5  # ... each of two or three opponents
PASS_BONUS = 0.03  # more passes edge towards the next band of the score track
WINNING_SCORE = 50
WIN = 3.0  # in the last round, finishing first (or not) outweighs a few points


@dataclass(frozen=True)
class Move:
    """One action in the search's own terms (cheap to build, no pydantic)."""

    key: str
    stack: int = 0  # 1-3 for a tile, 0 for a marker move
    facing: Side = Side.E
    a: int = -1  # anchor square and second square of a tile
    b: int = -1
    first: Half = Half.X
    second: Half = Half.X
    frm: int = -1  # a marker move
    to: int = -1

    def action(self) -> Action:
        if self.stack:
            cell = cell_name(divmod(self.a, SIZE))
            return PlaceTile(stack=self.stack, cell=cell, facing=self.facing)
        return MoveMarker(space=self.frm, to=self.to)


def choose(game: Game, state: PasstallyState, seat: int) -> Action:
    """The AI's action for `seat` (deterministic per state)."""
    if state.phase is Phase.SETUP:
        return _place_marker(game, state, seat)
    return _Planner(game, state, seat).best().action()


def first_look(state: PasstallyState, seat: int, stack: int) -> dict[str, float]:
    """The AI's one-ply value of laying face-up tile `stack` at each legal place now, by
    action key (what the bot's ranked placements break ties on)."""
    from games.passtally import GAME

    planner = _Planner(GAME, state, seat)
    traces = planner._traces()
    mid = state.actions_left > 1
    return {
        move.key: planner._value_after(move, traces, [], mid=mid)
        for move in planner._moves(set())
        if move.stack == stack
    }


# -- set-up --------------------------------------------------------------------------------


@cache
def _straight_end(space: int) -> int:
    """Where a space's printed line ends on a bare board (the opposite edge)."""
    return FastBoard([]).trace(space)[0]


def _place_marker(game: Game, state: PasstallyState, seat: int) -> Action:
    owner = {space: s for s, spaces in enumerate(state.markers) for space in spaces}
    mine = set(state.markers[seat])

    def value(action: PlaceMarker) -> tuple[float, str]:
        space = action.space
        other = owner.get(_straight_end(space))
        score = 0.0
        if other == seat:
            score += 3.0  # a straight line between two own markers: tiles on it score
        elif other is None:
            score += 1.0  # could still be closed later
        else:
            score -= 1.0  # the line runs into someone else's marker
        # room to move: free neighbours along the ring
        score += 0.3 * sum((space + d) % SPACES not in owner for d in (-2, -1, 1, 2))
        # keep own markers apart on an edge: lines near each other fight for squares
        score -= 0.5 * sum(abs(space - m) <= 1 for m in mine if edge_of(m) is edge_of(space))
        # middle lines cross more of the board's likely tiles than the outer ones
        k = space % SIZE
        score += 0.2 * min(k, SIZE - 1 - k)
        return score, action.key

    return max(game.legal_actions(state, seat), key=value)  # type: ignore[arg-type]


# -- play ----------------------------------------------------------------------------------


class _Planner:
    """A two-ply search over one turn of `seat`, on a FastBoard."""

    def __init__(self, game: Game, state: PasstallyState, seat: int) -> None:
        self.game, self.state, self.seat = game, state, seat
        self.board = FastBoard(state.placed)
        self.owner = {space: s for s, spaces in enumerate(state.markers) for space in spaces}
        self.occupied = sum(1 << space for space in self.owner)  # as a bitmask, for _reach
        self.traced = 0  # positions looked at, for the search budget
        n = state.players
        self.others = [s for s in range(n) if s != seat]
        self.opponent_weight = OPPONENT if n == 2 else OPPONENT_OF_MANY
        # face-down tiles left: a stack whose last one this turn turns up has run out, which
        # makes this round the last; all three run out ends the game at once
        self.stack_left = [game.face_down_left(state, k) for k in range(3)]
        self.score = state.scores[seat]
        self.final_round = state.final_round or min(self.stack_left) == 0
        # If this turn is in (or starts) the last round, only those after us in it play.
        last_in_round, after = (state.first - 1) % n, seat
        self.after_me_in_round: list[int] = []
        while after != last_in_round:
            after = (after + 1) % n
            self.after_me_in_round.append(after)

    # -- the search --------------------------------------------------------------------

    def best(self) -> Move:
        state = self.state
        traces = self._traces()
        firsts = self._moves(set())
        if state.actions_left == 1:
            return self._best_of(firsts, traces, [], mid=False)[1]
        ranked = sorted(
            ((self._value_after(move, traces, [], mid=True), move) for move in firsts),
            key=lambda pair: (-pair[0], pair[1].key),
        )
        best_value, best_move = float("-inf"), ranked[0][1]
        strong = {move.key for _, move in ranked[:SECOND_ACTIONS_KEPT]}
        self.traced = 0
        for searched, (_, first) in enumerate(ranked[:FIRST_ACTIONS_SEARCHED]):
            if searched >= FIRST_ACTIONS_AT_LEAST and self.traced > SECOND_PLY_BUDGET:
                break
            undo = self._do(first)
            after = self._traces()
            used = [first.stack] if first.stack else []
            if self._ends_at_once(used):  # no second action: the game is over
                value = self._evaluate(after, used, mid=False)
                self._undo(first, undo)
                if value > best_value or (value == best_value and first.key < best_move.key):
                    best_value, best_move = value, first
                continue
            touched = self._touched(first, traces, after)
            seconds = [
                move
                for move in self._moves({first.stack})
                if not move.stack or move.key in strong or ((1 << move.a) | (1 << move.b)) & touched
            ]
            if seconds:
                value = self._best_of(seconds, after, used, mid=False)[0]
            else:
                value = self._evaluate(after, used, mid=False)
            self._undo(first, undo)
            if value > best_value or (value == best_value and first.key < best_move.key):
                best_value, best_move = value, first
        return best_move

    @staticmethod
    def _touched(first: Move, before: dict, after: dict) -> int:
        """Squares where a second action could play off the first: the first tile's own
        squares and every square of a line the first action changed."""
        mask = (1 << first.a) | (1 << first.b) if first.stack else 0
        for space in before.keys() | after.keys():
            old, new = before.get(space), after.get(space)
            if old != new:
                mask |= (old[2] if old else 0) | (new[2] if new else 0)
        return mask

    def _best_of(
        self, moves: list[Move], traces: dict, used: list[int], *, mid: bool
    ) -> tuple[float, Move]:
        """The best move here, tracing only tiles that touch a line that matters.

        A tile away from those lines can only leave the value as it is or make an
        opponent's line better, so the untouched value bounds it from above: such tiles
        are checked exactly, best bound first, only while they could still win.
        """
        relevant = self._relevant_mask(traces)
        best: tuple[float, str, Move] | None = None
        bounded: list[tuple[float, str, Move]] = []
        neutral: dict[int, float] = {}
        for move in moves:
            if move.stack and not ((1 << move.a) | (1 << move.b)) & relevant:
                if move.stack not in neutral:
                    neutral[move.stack] = self._evaluate(traces, [*used, move.stack], mid=mid)
                bounded.append((neutral[move.stack], move.key, move))
                continue
            value = self._value_after(move, traces, used, mid=mid)
            if best is None or _better(value, move.key, best):
                best = (value, move.key, move)
        bounded.sort(key=lambda item: (-item[0], item[1]))
        for bound, key, move in bounded:
            if best is not None and bound < best[0]:
                break
            if best is not None and bound == best[0] and key > best[1]:
                continue
            value = self._value_after(move, traces, used, mid=mid)
            if best is None or _better(value, key, best):
                best = (value, key, move)
        assert best is not None
        return best[0], best[2]

    def _value_after(self, move: Move, traces: dict, used: list[int], *, mid: bool) -> float:
        """The value once `move` is played on top of the position these traces describe."""
        board = self.board
        self.traced += 1
        if move.stack:
            saved = board.lay(move.a, move.b, move.first, move.second)
            mask = (1 << move.a) | (1 << move.b)
            new = {
                space: (board.trace(space) if line[2] & mask else line)
                for space, line in traces.items()
            }
            value = self._evaluate(new, [*used, move.stack], mid=mid)
            board.undo(saved)
            return value
        self._do(move)
        new = dict(traces)
        del new[move.frm]
        new[move.to] = board.trace(move.to)
        value = self._evaluate(new, used, mid=mid)
        self._undo(move, None)
        return value

    def _do(self, move: Move) -> tuple | None:
        if move.stack:
            return self.board.lay(move.a, move.b, move.first, move.second)
        self.owner[move.to] = self.owner.pop(move.frm)
        self.occupied ^= (1 << move.frm) | (1 << move.to)
        return None

    def _undo(self, move: Move, saved: tuple | None) -> None:
        if saved is not None:
            self.board.undo(saved)
        else:
            self.owner[move.frm] = self.owner.pop(move.to)
            self.occupied ^= (1 << move.frm) | (1 << move.to)

    # -- positions -----------------------------------------------------------------------

    def _traces(self) -> dict[int, tuple[int, int, int]]:
        return {space: self.board.trace(space) for space in sorted(self.owner)}

    def _moves(self, skip_stacks: set[int]) -> list[Move]:
        """Every action now: tiles (not from a stack just taken: its new top is unknown)
        and the seat's marker moves."""
        moves = []
        for stack, tile in enumerate(self.state.face_up, start=1):
            if tile is None or stack in skip_stacks:
                continue
            for facing, a, b, first, second in self.board.spots(tile):
                key = f"t{stack}{cell_name(divmod(a, SIZE))}{facing}"
                moves.append(Move(key, stack, facing, a, b, first, second))
        for space in sorted(s for s, who in self.owner.items() if who == self.seat):
            for to in _reach(space, self.occupied):
                moves.append(Move(f"m{space}-{to}", frm=space, to=to))
        return moves

    def _relevant_mask(self, traces: dict) -> int:
        """Squares on our lines and on opponents' complete or nearly complete lines."""
        owner, mask = self.owner, 0
        for space, (end, _, cells) in traces.items():
            who = owner[space]
            mine, complete = who == self.seat, owner.get(end) == who
            if mine or complete or (end not in owner and self._reachable(who, end)):
                mask |= cells
        return mask

    def _reachable(self, seat: int, space: int) -> bool:
        occupied = self.occupied
        return any(space in _reach(m, occupied) for m, who in self.owner.items() if who == seat)

    def _evaluate(self, traces: dict, used: list[int], *, mid: bool) -> float:
        """How good the end of this turn is for the seat (mid: our second action is yet
        to come, so a line one move from completion is nearly as good as complete)."""
        seat = self.seat
        passes, near = self._lines(traces)
        mine = passes[seat]
        now = _points(mine)
        near_me = _points(mine + near[seat]) - now
        value = now + PASS_BONUS * mine
        over = self._ends_at_once(used)  # all three stacks run out: nobody plays again
        if mid and not over:
            value += NEAR_MID * near_me
        # Who plays again: everyone, unless this turn starts (or is in) the last round.
        final = over or self.final_round or self.score + now > WINNING_SCORE
        if not final and used:
            final = any(self.stack_left[stack - 1] <= used.count(stack) for stack in used)
        if not final:
            value += KEEP * now + NEAR * near_me
        weight = self.opponent_weight
        rivals = [] if over else self.after_me_in_round if final else self.others
        for other in rivals:
            theirs = _points(passes[other])
            close = _points(passes[other] + near[other]) - theirs
            value -= weight * (theirs + NEAR * close)
        if final and WIN:
            # The last round: what counts now is finishing first.
            value += WIN if self._finishes_first(now, passes, rivals) else -WIN
        return value

    def _ends_at_once(self, used: list[int]) -> bool:
        """Whether the tiles taken this turn (their stacks) leave all three stacks run out."""
        return all(left <= used.count(k) for k, left in enumerate(self.stack_left, start=1))

    def _finishes_first(self, now: int, passes: list[int], to_play: list[int]) -> bool:
        """Whether we would win if the others still to play (`to_play`) score their
        complete lines (ties go to whoever sits latest in turn order)."""
        n, first = self.state.players, self.state.first
        mine = (self.score + now, (self.seat - first) % n)
        for other in self.others:
            total = self.state.scores[other]
            if other in to_play:
                total += _points(passes[other])
            if (total, (other - first) % n) > mine:
                return False
        return True

    def _lines(self, traces: dict) -> tuple[list[int], list[int]]:
        """Per seat: passes of the complete lines, and of the best line one move away."""
        owner, occupied = self.owner, self.occupied
        passes = [0] * self.state.players
        near = [0] * self.state.players
        loose: list[tuple[int, int, int, int]] = []
        closed: set[int] = set()
        for space, (end, count, _) in traces.items():
            who = owner[space]
            other = owner.get(end)
            if other == who:
                if space < end:
                    passes[who] += count
                closed.add(space)
            elif other is None and count:
                loose.append((count, who, space, end))
        if loose:
            loose.sort(reverse=True)
            for count, who, space, end in loose:
                if near[who] >= count:
                    continue
                for m, mover in owner.items():
                    free = mover == who and m != space and m not in closed
                    if free and end in _reach(m, occupied):
                        near[who] = count
                        break
        return passes, near


_POINTS = [points_for(passes) for passes in range(57)]


def _points(passes: int) -> int:
    return _POINTS[passes] if passes < 56 else _POINTS[56]


@lru_cache(maxsize=1 << 16)
def _reach(space: int, occupied: int) -> tuple[int, ...]:
    """Where a marker on `space` may move, given the occupied spaces as a bitmask: the
    first two free spaces either way (occupied ones are jumped; the ring goes round the
    corners)."""
    out: list[int] = []
    for direction in (1, -1):
        found, to = 0, space
        while found < 2:
            to = (to + direction) % SPACES
            if to == space:
                break
            if not occupied >> to & 1:
                found += 1
                if to not in out:
                    out.append(to)
    return tuple(out)


def _better(value: float, key: str, best: tuple[float, str, Move]) -> bool:
    """Higher value wins; on a tie the smaller key, so the choice is deterministic."""
    return value > best[0] or (value == best[0] and key < best[1])
