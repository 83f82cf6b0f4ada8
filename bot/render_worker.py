"""A render worker process and the frames it exchanges with the bot over one socket.

The worker is a plain blocking loop: read a job, run it, write its result, until the bot
closes its end. A frame is a header (payload length, kind) and a payload:

- bot -> worker: JOB, a pickled (function, args);
- worker -> bot: READY once warm, then for each job RESULT (pickled), BYTES (a PNG or a
  GIF: the bytes as they are, no pickling) or ERROR (the pickled exception, its
  traceback as a note).

Each frame goes out in one system call, so the bot's event loop wakes once for it.

A worker runs at a lower priority (NICENESS) than the bot: when the cores are busy the
OS gives one to the event loop first, so clicks are answered at once and boards are drawn
with what is left: the priority changes how late the loop wakes, not the CPU a move.

Once warm, a worker freezes what warming up left and makes full collections rare, as the
bot does (bot/memory.py): a full collection walks every object its caches hold, and under
load stalled a worker for 150-430 ms every ten seconds while boards queued behind it.
"""

from __future__ import annotations

import os
import pickle
import signal
import socket
import struct
import traceback

from bot.boards import warm_up
from bot.memory import freeze_start_up_objects

HEADER = struct.Struct("!QB")  # payload length, kind
JOB, READY, RESULT, BYTES, ERROR = b"JRVBE"
NICENESS = 10  # added to the bot's: the event loop comes first


def frame(kind: int, payload: bytes = b"") -> list[bytes]:
    """The buffers of one frame, to be sent together."""
    return [HEADER.pack(len(payload), kind), payload]


def serve(connection: socket.socket) -> None:
    """The worker's whole life: warm up, then run jobs until the bot hangs up."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # the bot stops its workers itself
    os.nice(NICENESS)
    warm_up()
    freeze_start_up_objects()
    reader = connection.makefile("rb")
    _send(connection, frame(READY))
    while True:
        header = reader.read(HEADER.size)
        if len(header) < HEADER.size:
            return  # the bot closed its end: nothing more to do
        size, _kind = HEADER.unpack(header)
        _send(connection, _outcome(reader.read(size)))


def _outcome(job: bytes) -> list[bytes]:
    """The frame that answers a job: its result, or the exception it raised."""
    try:
        function, args = pickle.loads(job)
        result = function(*args)
        if type(result) is bytes:
            return frame(BYTES, result)
        return frame(RESULT, pickle.dumps(result, pickle.HIGHEST_PROTOCOL))
    except Exception as error:
        error.add_note(f"In the render worker:\n{traceback.format_exc().rstrip()}")
        try:
            return frame(ERROR, pickle.dumps(error, pickle.HIGHEST_PROTOCOL))
        except Exception:  # an exception (or a result) that cannot be pickled
            plain = RuntimeError(f"{type(error).__name__}: {error}")
            plain.__notes__ = getattr(error, "__notes__", [])
            return frame(ERROR, pickle.dumps(plain, pickle.HIGHEST_PROTOCOL))


def _send(connection: socket.socket, buffers: list[bytes]) -> None:
    views = [memoryview(buffer) for buffer in buffers if buffer]
    while views:
        sent = connection.sendmsg(views)
        while views and sent >= len(views[0]):
            sent -= len(views.pop(0))
        if sent:
            views[0] = views[0][sent:]
