"""Passtally (Masaki Suga, 2018): lay domino tiles so lines join your own markers.

Set-up: every player puts a marker on each of the four edges, edge by edge, in the sheet's
order. Then each turn is exactly two actions, the same one twice allowed: lay one of the
three face-up tiles (then the next tile of its stack turns up), or move one of your markers
up to two spaces along the edge, jumping occupied spaces. After both actions the active
player alone scores the lines joining two of their markers: each tile a line runs through
counts its level in passes, and the turn's total passes convert to points on the track.
Passing 50 points or a stack running out (its last face-down tile turned face up) finishes
the round; all three stacks run out, or no tile placeable anywhere, ends the game at once.
Most points wins; ties go to the player who sits latest in turn order.
"""

from __future__ import annotations

from games.chance import rng
from games.core import Game, Outcome, ranks_from, require
from games.errors import IllegalAction
from games.passtally.actions import MoveMarker, PlaceMarker, PlaceTile, parse
from games.passtally.board import Board
from games.passtally.geometry import (
    EDGE_NAMES,
    EDGES,
    SPACES,
    Side,
    cell_name,
    edge_of,
    neighbour,
    parse_cell,
    ring_walk,
    space_phrase,
)
from games.passtally.scoring import points_for
from games.passtally.state import (
    ACTIONS_PER_TURN,
    MARKERS_ON_BOARD,
    PasstallyOptions,
    PasstallyState,
    Phase,
    Placed,
)
from games.passtally.tiles import all_tiles, design_phrase, distinct_facings
from games.phrase import Phrase, Seat

STACKS = 3
WINNING_SCORE = 50  # the sheet: the end comes once a player has MORE than 50 points
MAX_STEPS_ALONG_EDGE = 2

Action = PlaceMarker | PlaceTile | MoveMarker


class Passtally(Game[PasstallyState, Action]):
    name = "passtally"
    title = "Passtally"
    min_players = 2
    max_players = 4  # 4 only with the unofficial option
    summary = "Lay tiles so the lines join your own markers; stacked tiles score more."
    Options = PasstallyOptions
    State = PasstallyState

    def player_range(self, options: PasstallyOptions) -> tuple[int, int]:
        return 2, 4 if options.four_players else 3

    # -- set-up -------------------------------------------------------------------------

    def _setup(self, players: int, seed: int, options: PasstallyOptions) -> PasstallyState:
        chance = rng(seed, "setup")
        tiles = all_tiles()
        chance.shuffle(tiles)
        per_stack = len(tiles) // STACKS
        stacks = [tiles[i * per_stack : (i + 1) * per_stack] for i in range(STACKS)]
        face_up: list[int | None] = [stack.pop() for stack in stacks]
        first = chance.randrange(players)  # [house] the first player is drawn at random
        return PasstallyState(
            seed=seed,
            players=players,
            first=first,
            stacks=stacks,
            face_up=face_up,
            markers=[[] for _ in range(players)],
            scores=[0] * players,
            current=first,
            events=[Phrase.of("passtally-first", player=Seat(seat=first))],
        )

    def setup_seat(self, state: PasstallyState, placed: int) -> int:
        """Who places the `placed`-th marker (0-based) of the set-up.

        The first player and then the others clockwise place on an edge; then the player
        to the first player's right and the others counter-clockwise on the opposite edge.
        The same again for the two remaining edges, the first player choosing which of
        them comes third.
        """
        n = state.players
        round_, k = divmod(placed, n)
        if round_ % 2 == 0:
            return (state.first + k) % n
        return (state.first - 1 - k) % n

    def setup_edge(self, state: PasstallyState, placed: int) -> Side | None:
        """The edge the `placed`-th marker goes on; None when the first player chooses it
        (the first marker: any edge; the third edge's first marker: either edge left)."""
        round_ = placed // state.players
        return state.setup_edges[round_] if round_ < len(state.setup_edges) else None

    def setup_edge_choices(self, state: PasstallyState) -> list[Side]:
        """The edges the next set-up marker may go on, in clockwise order."""
        placed = sum(len(markers) for markers in state.markers)
        edge = self.setup_edge(state, placed)
        if edge is not None:
            return [edge]
        return [side for side in EDGES if side not in state.setup_edges]

    def setup_where(self, state: PasstallyState) -> Phrase:
        """Where the next set-up marker goes ('the top edge', 'any edge', 'the right or
        left edge'), for the catalogue to word."""
        edges = [EDGE_NAMES[side] for side in self.setup_edge_choices(state)]
        if len(edges) == len(EDGES):
            return Phrase.of("passtally-where-any")
        if len(edges) == 1:
            return Phrase.of("passtally-where-edge", edge=edges[0])
        first, second = edges
        return Phrase.of("passtally-where-edges", first=first, second=second)

    # -- the contract ---------------------------------------------------------------------

    def to_act(self, state: PasstallyState) -> list[int]:
        return [] if state.phase is Phase.OVER else [state.current]

    def legal_actions(self, state: PasstallyState, seat: int) -> list[Action]:
        if seat not in self.to_act(state):
            return []
        if state.phase is Phase.SETUP:
            return [PlaceMarker(space=space) for space in self._setup_spaces(state)]
        return [*self.tile_placements(state), *self.marker_moves(state, seat)]

    def tile_placements(self, state: PasstallyState) -> list[PlaceTile]:
        """Every legal way to lay one of the face-up tiles."""
        spots = Board(state.placed).open_spots()
        moves = []
        for stack, tile in enumerate(state.face_up, start=1):
            if tile is None:
                continue
            facings = distinct_facings(tile)
            for cell, facing in spots:
                other = neighbour(cell, facing)
                for anchor, towards in ((cell, facing), (other, facing.opposite)):
                    if towards in facings:
                        moves.append(PlaceTile(stack=stack, cell=cell_name(anchor), facing=towards))
        return moves

    def marker_moves(self, state: PasstallyState, seat: int) -> list[MoveMarker]:
        """Every legal marker move of `seat`: one or two free spaces either way."""
        occupied = self._occupied(state)
        moves = []
        for space in sorted(state.markers[seat]):
            for direction in (1, -1):
                free = [s for s in ring_walk(space, direction) if s not in occupied]
                for to in free[:MAX_STEPS_ALONG_EDGE]:
                    moves.append(MoveMarker(space=space, to=to))
        return moves

    def parse_action(self, key: str) -> Action:
        return parse(key)

    def outcome(self, state: PasstallyState) -> Outcome | None:
        if state.phase is not Phase.OVER:
            return None
        n = state.players
        # [house] the sheet gives a tie to the player "highest in turn order": read as the
        # one who sits latest in turn order, i.e. who had the least time to catch up.
        order = [(state.scores[seat], (seat - state.first) % n) for seat in range(n)]
        return Outcome(scores=list(state.scores), ranks=ranks_from(order))

    def ai_action(self, state: PasstallyState, seat: int) -> Action:
        from games.passtally.ai import choose

        return choose(self, state, seat)

    def text(self, state: PasstallyState) -> str:
        scores = ", ".join(f"P{seat + 1} {score}" for seat, score in enumerate(state.scores))
        stacks = "/".join(str(self.face_down_left(state, k)) for k in range(STACKS))
        return (
            f"Passtally {state.phase}: P{state.current + 1} to act "
            f"({state.actions_left} left), scores {scores}, face-down left {stacks}"
        )

    # -- playing --------------------------------------------------------------------------

    def _apply(self, state: PasstallyState, seat: int, action: Action) -> None:
        if state.phase is Phase.SETUP:
            if not isinstance(action, PlaceMarker):
                raise IllegalAction(Phrase.of("passtally-refuse-setup-first"))
            self._place_marker(state, seat, action)
            return
        if isinstance(action, PlaceTile):
            self._place_tile(state, seat, action)
        elif isinstance(action, MoveMarker):
            self._move_marker(state, seat, action)
        else:
            raise IllegalAction(Phrase.of("passtally-refuse-setup-over"))
        state.actions_left -= 1
        if self._all_stacks_run_out(state) or self._nothing_to_lay(state):
            self._end_turn(state, seat)  # [house] a turn cut short still scores
            self._end(state, self._why_it_ends_at_once(state))
        elif state.actions_left == 0:
            self._end_turn(state, seat)
            self._next_turn(state, seat)

    def _place_marker(self, state: PasstallyState, seat: int, action: PlaceMarker) -> None:
        placed = sum(len(markers) for markers in state.markers)
        edges = self.setup_edge_choices(state)
        occupied = self._occupied(state)
        space = space_phrase(action.space)
        require(
            action.space not in occupied, Phrase.of("passtally-refuse-space-taken", space=space)
        )
        chosen = edge_of(action.space)
        require(
            chosen in edges,
            Phrase.of(
                "passtally-refuse-edge",
                where=self.setup_where(state),
                edge=EDGE_NAMES[chosen],
            ),
        )
        if len(edges) > 1:
            # the first player chooses the first edge and, later, the third (the sheet:
            # "repeat the steps for the two remaining edges"); the next is its opposite
            state.setup_edges += [chosen, chosen.opposite]
        state.markers[seat].append(action.space)
        state.events.append(
            Phrase.of(
                "passtally-marker-placed",
                player=Seat(seat=seat),
                space=space_phrase(action.space),
            )
        )
        placed += 1
        if placed == MARKERS_ON_BOARD * state.players:
            state.phase = Phase.PLAY
            state.current = state.first
            state.actions_left = ACTIONS_PER_TURN
            state.events.append(
                Phrase.of("passtally-markers-out", player=Seat(seat=state.first))
            )
            if self._nothing_to_lay(state):  # cannot happen on an empty board
                self._end(state, self._why_it_ends_at_once(state))
        else:
            state.current = self.setup_seat(state, placed)
        state.turn += 1

    def _place_tile(self, state: PasstallyState, seat: int, action: PlaceTile) -> None:
        tile = state.face_up[action.stack - 1]
        require(
            tile is not None,
            Phrase.of("passtally-refuse-stack-out", stack=action.stack),
        )
        assert tile is not None
        cell = parse_cell(action.cell)
        require(cell is not None, Phrase.of("passtally-refuse-no-square", cell=action.cell[:8]))
        assert cell is not None
        board = Board(state.placed)
        problem = board.placement_problem(cell, action.facing)
        if problem:
            raise IllegalAction(problem)
        require(
            action.facing in distinct_facings(tile),
            Phrase.of("passtally-refuse-equal-halves", stack=action.stack, facing=action.facing),
        )
        level = board.level_for(cell)
        state.placed.append(Placed(tile=tile, cell=cell, facing=action.facing, level=level))
        stack = state.stacks[action.stack - 1]
        state.face_up[action.stack - 1] = stack.pop() if stack else None
        first, second = action.cells
        state.events.append(
            Phrase.of(
                "passtally-laid",
                player=Seat(seat=seat),
                stack=action.stack,
                design=design_phrase(tile),
                first=first,
                second=second,
                level=level,
            )
        )

    def _move_marker(self, state: PasstallyState, seat: int, action: MoveMarker) -> None:
        mine = state.markers[seat]
        frm, to = space_phrase(action.space), space_phrase(action.to)
        require(action.space in mine, Phrase.of("passtally-refuse-not-yours", space=frm))
        occupied = self._occupied(state)
        require(
            action.to not in occupied,
            Phrase.of("passtally-refuse-move-taken", space=to),
        )
        reachable = {
            move.to for move in self.marker_moves(state, seat) if move.space == action.space
        }
        require(
            action.to in reachable,
            Phrase.of("passtally-refuse-too-far", space=to, start=frm),
        )
        mine[mine.index(action.space)] = action.to
        state.events.append(
            Phrase.of(
                "passtally-moved",
                player=Seat(seat=seat),
                start=space_phrase(action.space),
                end=space_phrase(action.to),
            )
        )

    # -- turns, scoring and the end -------------------------------------------------------

    def _end_turn(self, state: PasstallyState, seat: int) -> None:
        """Score the active player's complete lines, once, after their actions."""
        lines = Board(state.placed).complete_lines(state.markers[seat])
        passes = sum(line.passes for line in lines)
        points = points_for(passes)
        state.scores[seat] += points
        state.last_passes = passes
        if len(lines) == 1:
            state.events.append(
                Phrase.of(
                    "passtally-scores-line", player=Seat(seat=seat), points=points, passes=passes
                )
            )
        elif lines:
            state.events.append(
                Phrase.of(
                    "passtally-scores-lines",
                    player=Seat(seat=seat),
                    points=points,
                    detail=" + ".join(str(line.passes) for line in lines),
                    passes=passes,
                )
            )
        else:
            state.events.append(Phrase.of("passtally-no-line", player=Seat(seat=seat)))

    def _next_turn(self, state: PasstallyState, seat: int) -> None:
        if not state.final_round:
            if state.scores[seat] > WINNING_SCORE:
                state.final_round = True
                state.events.append(
                    Phrase.of(
                        "passtally-last-round-points", player=Seat(seat=seat), limit=WINNING_SCORE
                    )
                )
            elif any(self.stack_run_out(state, k) for k in range(STACKS)):
                state.final_round = True
                state.events.append(Phrase.of("passtally-last-round-stack"))
        last_in_round = (state.first - 1) % state.players
        if state.final_round and seat == last_in_round:
            self._end(state, Phrase.of("passtally-end-last-round"))
            return
        state.current = (seat + 1) % state.players
        state.actions_left = ACTIONS_PER_TURN
        state.turn += 1

    def _end(self, state: PasstallyState, reason: Phrase) -> None:
        state.phase = Phase.OVER
        state.end_reason = reason
        state.events.append(Phrase.of("passtally-over", reason=reason))

    def _all_stacks_run_out(self, state: PasstallyState) -> bool:
        return all(self.stack_run_out(state, k) for k in range(STACKS))

    def _nothing_to_lay(self, state: PasstallyState) -> bool:
        no_tile = all(tile is None for tile in state.face_up)
        return no_tile or not Board(state.placed).open_spots()

    def _why_it_ends_at_once(self, state: PasstallyState) -> Phrase:
        if self._all_stacks_run_out(state):
            return Phrase.of("passtally-end-stacks")
        return Phrase.of("passtally-end-blocked")

    # -- helpers --------------------------------------------------------------------------

    def face_down_left(self, state: PasstallyState, stack: int) -> int:
        """The face-down tiles left in a stack (0-based); its face-up tile lies beside it."""
        return len(state.stacks[stack])

    def stack_run_out(self, state: PasstallyState, stack: int) -> bool:
        """The sheet's "pila se acaba": the last face-down tile has been turned face up
        (that face-up tile can still be taken)."""
        return not state.stacks[stack]

    def _occupied(self, state: PasstallyState) -> set[int]:
        return {space for markers in state.markers for space in markers}

    def _setup_spaces(self, state: PasstallyState) -> list[int]:
        edges = self.setup_edge_choices(state)
        occupied = self._occupied(state)
        return [
            space for space in range(SPACES) if space not in occupied and edge_of(space) in edges
        ]


__all__ = ["EDGES", "Passtally"]
