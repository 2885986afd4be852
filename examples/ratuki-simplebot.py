#!/usr/bin/env python3
"""ratuki-simplebot.py - a complete Ratuki bot speaking the Ratuki bot
protocol, version 1 (docs/ratuki.md, "Bot protocol").

A simple but real player: at each question it reads its hand and the
stacks from the last `state` line and plays a card that fits (a 5 on a 4
or a wild on the tallest stack first, then a 1 on a free place, then any
card that fits), 800 ms after the question; with nothing that fits it
discards its first card after 500 ms, to dig for a better one.  Python 3
standard library only.

Run: python3 ratuki-simplebot.py   (the game starts it and talks to it)
"""
import sys

WILD = 6


def card_value(text):
    """1..5, 6 for the wild W, 0 for anything else."""
    if text in ("1", "2", "3", "4", "5"):
        return int(text)
    return WILD if text == "W" else 0


def card_text(value):
    return "W" if value == WILD else str(value)


def fits(value, top):
    """Does a card go on a stack showing top (0: a free place)?"""
    if value == 1:
        return top in (0, 2)
    if value == WILD:
        return top != 0
    return top in {2: (1, 3), 3: (2, 4), 4: (3,), 5: (4,)}.get(value, ())


class Bot:
    def __init__(self):
        self.hand = []
        self.stacks = []  # (top, height), top 0 for a free place

    def read_state(self, words):
        hand_at = words.index("hand")
        stacks_at = words.index("stacks")
        piles_at = words.index("piles")
        self.hand = [card_value(w) for w in words[hand_at + 1:stacks_at] if card_value(w)]
        self.stacks = []
        for w in words[stacks_at + 1:piles_at]:
            if w == "-":
                self.stacks.append((0, 0))
            else:
                top, height = w.split("/")
                self.stacks.append((card_value(top), int(height)))

    def decide(self):
        best = None
        for value in self.hand:
            for place, (top, height) in enumerate(self.stacks):
                if not fits(value, top):
                    continue
                score = 1
                if (value == 5 and top == 4) or value == WILD:
                    score = 10 + height  # a take, the bigger the better
                elif value == 1 and top == 0:
                    score = 2
                if best is None or score > best[0]:
                    best = (score, value, place)
        if best is not None:
            return "play %s %d 800" % (card_text(best[1]), best[2] + 1)
        if self.hand:
            return "discard %s 500" % card_text(self.hand[0])
        return "wait"


def main():
    bot = Bot()
    log = sys.stderr
    for raw in sys.stdin:
        line = raw.rstrip("\r\n")
        words = line.split(" ")
        head = words[0]
        if line == "rtb 1":
            print("ok ratuki-simplebot-py", flush=True)
        elif head == "rtb":
            print("ratuki-simplebot.py: unknown protocol version: " + line, file=log)
            return 1
        elif head == "match":
            print("ratuki-simplebot.py: " + line, file=log)
        elif head == "state":
            bot.read_state(words)
        elif head == "ask":
            print(bot.decide(), flush=True)
        elif head == "refused":
            print("ratuki-simplebot.py: refused: " + line[8:], file=log)
        elif head in ("roundover", "matchover"):
            print("ratuki-simplebot.py: " + line, file=log)
        elif line == "bye":
            break
    print("ratuki-simplebot.py: bye", file=log)
    return 0


if __name__ == "__main__":
    sys.exit(main())
