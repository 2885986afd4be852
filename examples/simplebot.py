#!/usr/bin/env python3
"""simplebot.py - a complete Rack-O bot speaking the bot protocol, version 1.

The same bot as simplebot.c, in Python 3 with the standard library only.
See docs/bot-protocol.md.  Run it in racko-cli with, for example:

    racko-cli match --players 2 --seat 2=bot:"python3 examples/simplebot.py"

Strategy ("slot intervals"): split the cards 1..N into ten equal intervals,
one per slot, lowest first.  A card "fits" the slot whose interval holds it;
a rack where every card fits is ascending, a Rack-O.  Take the discard if it
fits a slot whose card does not; place a drawn card in its slot if the card
there does not fit, else discard it; in a lightning deal put each card in
its own slot or the nearest empty one.

Answers go to standard output, one line each, flushed at once; the log goes
to standard error.
"""
import sys

SLOTS = 10


class Bot:
    def __init__(self):
        self.seat = 0  # our seat, 1-based as on the wire
        self.players = 0
        self.deck = 40  # cards are 1..deck
        self.rack = [0] * SLOTS  # slot 1 first; 0 = empty (lightning deal)
        self.hand = 0  # the card we drew and must place
        self.pile = []  # the discard pile, top last

    # ---- the strategy ----

    def home_slot(self, card):
        """The slot (0-based) whose interval holds card."""
        return min(max((card - 1) * SLOTS // self.deck, 0), SLOTS - 1)

    def fits(self, slot, card):
        return card > 0 and self.home_slot(card) == slot

    def decide_draw(self):
        """True to take the discard, False to draw from the deck."""
        if not self.pile:
            return False
        k = self.home_slot(self.pile[-1])
        return not self.fits(k, self.rack[k])

    def decide_place(self, card, from_discard):
        """The slot (0-based) for the card, or None to discard it."""
        k = self.home_slot(card)
        if from_discard or not self.fits(k, self.rack[k]):
            return k
        return None

    def decide_eclair(self, card):
        """An empty slot (0-based) for the card, as near home as can be."""
        k = self.home_slot(card)
        for d in range(SLOTS):
            if k - d >= 0 and self.rack[k - d] == 0:
                return k - d
            if k + d < SLOTS and self.rack[k + d] == 0:
                return k + d
        return k

    # ---- the protocol ----

    def handle(self, line):
        """Handles one line from the game; returns False when we must exit."""
        words = line.split(" ")
        head = words[0]
        if line == "rbp 1":
            answer("ok simplebot-py")
        elif head == "rbp":
            log("unknown protocol version: " + line)
            return False
        elif head == "match":
            fields = dict(w.split("=", 1) for w in words[1:] if "=" in w)
            self.players = int(fields.get("players", "0"))
            self.seat = int(fields.get("seat", "0"))
            self.deck = int(fields.get("deck", "40"))
            if self.deck < SLOTS:
                self.deck = 40
            log(line)
        elif head == "round":
            self.rack = [0] * SLOTS
            self.pile = []
            self.hand = 0
            log(line)
        elif head == "rack":
            self.rack = [int(w) for w in words[1:1 + SLOTS]]
        elif head == "discard":
            self.pile = [int(words[1])]  # a new discard pile starts
        elif head == "drew" and len(words) == 4:  # drew S discard C
            if self.pile:
                self.pile.pop()
        elif head == "placed":
            s, k, c = int(words[1]), int(words[2]), int(words[3])
            if s == self.seat and 1 <= k <= SLOTS:
                self.rack[k - 1] = self.hand
                self.hand = 0
            self.pile.append(c)
        elif head == "discarded":
            s, c = int(words[1]), int(words[2])
            if s == self.seat:
                self.hand = 0
            self.pile.append(c)
        elif head == "reshuffled":
            self.pile = []  # the `discard C` line that follows starts it again
        elif line == "ask draw":
            answer("discard" if self.decide_draw() else "deck")
        elif head == "ask" and len(words) == 4 and words[1] == "place":
            self.hand = int(words[2])
            k = self.decide_place(self.hand, words[3] == "discard")
            answer("discard" if k is None else "slot %d" % (k + 1))
        elif head == "eclair":
            c = int(words[1])
            k = self.decide_eclair(c)
            self.rack[k] = c  # the `rack` line after the deal confirms it
            answer("slot %d" % (k + 1))
        elif head == "error":
            log("the game refused my answer: " + line[6:])
        elif head in ("roundover", "score", "matchover"):
            log(line)
        elif line == "bye":
            return False
        # anything else (turn, drew S deck, racks, later additions) needs
        # nothing from this bot
        return True


def answer(text):
    sys.stdout.write(text + "\n")
    sys.stdout.flush()


def log(text):
    sys.stderr.write("simplebot-py: " + text + "\n")
    sys.stderr.flush()


def main():
    bot = Bot()
    for raw in sys.stdin:
        if not bot.handle(raw.rstrip("\r\n")):
            break
    log("bye")
    return 0


if __name__ == "__main__":
    sys.exit(main())
