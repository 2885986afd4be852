#!/usr/bin/env python3
"""rummikub-simplebot.py - a complete Rummikub bot speaking the Rummikub bot
protocol, version 1 (docs/rummikub.md, "Bot protocol").

A simple but real player: it lays down the runs and groups it finds on its
rack (no jokers) when they make its initial meld (30 points) or once it has
made it, and after its initial meld it adds single tiles to the ends of the
table's runs and to its groups of three; otherwise it draws.  When the game
refuses a play it draws for the rest of that turn.  Python 3 standard
library only.

Run: python3 rummikub-simplebot.py   (the game starts it and talks to it)
"""
import sys

COLOURS = "kbor"


def parse_tile(text):
    """(colour 0..3, number 1..13), or None for a joker."""
    if text == "J":
        return None
    return (COLOURS.index(text[0]), int(text[1:]))


def tile_text(tile):
    return "J" if tile is None else "%s%d" % (COLOURS[tile[0]], tile[1])


class Bot:
    def __init__(self):
        self.me = 0
        self.new_game()

    def new_game(self):
        self.rack = {}      # tile -> copies (None: jokers)
        self.table = []     # lists of tiles
        self.melded = False
        self.refused = False

    def add(self, tile, k):
        self.rack[tile] = self.rack.get(tile, 0) + k

    def has(self, rack, tile):
        return rack.get(tile, 0) > 0

    def find_sets(self, rack):
        """Runs, then groups, taken off rack (a dict copy); their value."""
        sets, value = [], 0
        for c in range(4):
            n = 1
            while n <= 13:
                end = n
                while end <= 13 and self.has(rack, (c, end)):
                    end += 1
                if end - n >= 3:
                    run = [(c, k) for k in range(n, end)]
                    for t in run:
                        rack[t] -= 1
                    sets.append(run)
                    value += sum(range(n, end))
                n = end + 1
        for n in range(1, 14):
            group = [(c, n) for c in range(4) if self.has(rack, (c, n))]
            if len(group) >= 3:
                for t in group:
                    rack[t] -= 1
                sets.append(group)
                value += n * len(group)
        return sets, value

    def add_to_table(self, table, rack):
        """Adds rack tiles to runs' ends and groups of 3; tiles added."""
        added = 0
        for s in table:
            if None in s or len(s) < 3:
                continue
            colours = {t[0] for t in s}
            numbers = sorted(t[1] for t in s)
            if len(colours) == 1 and numbers[-1] - numbers[0] + 1 == len(s):
                c = s[0][0]
                lo, hi = numbers[0], numbers[-1]
                while lo > 1 and self.has(rack, (c, lo - 1)) and len(s) < 13:
                    lo -= 1
                    rack[(c, lo)] -= 1
                    s.append((c, lo))
                    added += 1
                while hi < 13 and self.has(rack, (c, hi + 1)) and len(s) < 13:
                    hi += 1
                    rack[(c, hi)] -= 1
                    s.append((c, hi))
                    added += 1
            elif len(set(numbers)) == 1 and len(s) == 3:
                for c in range(4):
                    if c not in colours and self.has(rack, (c, numbers[0])):
                        rack[(c, numbers[0])] -= 1
                        s.append((c, numbers[0]))
                        added += 1
                        break
        return added

    def decide(self):
        if self.refused:
            return "draw"
        rack = dict(self.rack)
        table = [list(s) for s in self.table]
        sets, value = self.find_sets(rack)
        if not self.melded and value < 30:
            return "draw"
        added = self.add_to_table(table, rack) if self.melded else 0
        if not sets and added == 0:
            return "draw"
        table += sets
        return "play " + " | ".join(" ".join(tile_text(t) for t in s) for s in table)


def main():
    bot = Bot()
    log = sys.stderr
    for raw in sys.stdin:
        line = raw.rstrip("\r\n")
        words = line.split(" ")
        head = words[0]
        if line == "rkb 1":
            print("ok rummikub-simplebot-py", flush=True)
        elif head == "rkb":
            print("rummikub-simplebot.py: unknown protocol version: " + line, file=log)
            return 1
        elif head == "match":
            fields = dict(w.split("=") for w in words[1:])
            bot.me = int(fields["seat"])
            print("rummikub-simplebot.py: " + line, file=log)
        elif head == "game":
            bot.new_game()
        elif head == "rack":
            for w in words[1:]:
                bot.add(parse_tile(w), 1)
        elif head == "table":
            text = line[6:]
            bot.table = [] if text == "-" else [
                [parse_tile(w) for w in s.split(" ")] for s in text.split(" | ")]
        elif head == "turn":
            bot.refused = False
        elif head == "drew" and int(words[1]) == bot.me and len(words) == 3:
            bot.add(parse_tile(words[2]), 1)
        elif head == "played" and int(words[1]) == bot.me:
            bot.melded = True
            for w in words[3:]:
                bot.add(parse_tile(w), -1)
        elif line == "ask play":
            print(bot.decide(), flush=True)
        elif head == "error":
            print("rummikub-simplebot.py: the game refused my play: " + line[6:], file=log)
            bot.refused = True
        elif head in ("gameover", "matchover"):
            print("rummikub-simplebot.py: " + line, file=log)
        elif line == "bye":
            break
    print("rummikub-simplebot.py: bye", file=log)
    return 0


if __name__ == "__main__":
    sys.exit(main())
