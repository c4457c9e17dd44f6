# Home Rows at the table: the log, captions, prompts, the bar, the scoreboard, labels on the
# table, the score sheet and results. $die is a die in words ("red 5"), $colour a colour word.

# A hint: what the Expert reckons of the move it would make. $n play-outs, $chance a percentage.
hr-hint-expert = Played out { $n ->
        [one] once
       *[other] { $n } times
    } to the end of the round, this gives you about a { $chance }% chance of winning.

game-home-rows = Home Rows
setup-blurb-home-rows = Roll one die at a time, fill the rows, keep your home row low: lowest total wins.
setup-home-row = { $colour } row

hr-colour-red = red
hr-colour-yellow = yellow
hr-colour-green = green
hr-colour-blue = blue
hr-die = { $colour } { $value }
hr-side-left = left
hr-side-right = right
hr-counters = { $n ->
    [one] { $n } counter
   *[other] { $n } counters
}

hr-log-rolls = { $name } rolls a { $die }.
hr-log-places = { $name } places the { $die } on the { $row } row, square { $square }.
hr-log-places-home = { $name } places the { $die } on the { $row } row, square { $square } ({ $owner }'s home row).
hr-log-takes-pot = { $name } takes { $counters } from the pot.
hr-log-takes-from = { $name } takes { $counters } from { $other }.
hr-log-takes-nothing = The pot is empty and no neighbour holds a die: { $name } takes nothing.
hr-log-trade = { $name } forces a trade: the { $value } goes to { $to }, who pays { $counters }.
hr-log-passes = { $name } holds no dice and passes.
hr-log-trades-off = Ten turns without a placement: trades are off until the round ends.
hr-log-round-over = Round { $round } is over. Home rows score: { $list }.
hr-log-tie-break = A tie for the lowest total: one more round.
hr-log-round-start = Round { $round } of { $rounds }: { $name } starts.
hr-log-game-over = Game over: { $names } wins with the lowest total.

hr-caption-puts = { $name } puts the { $die } on { $row }
hr-caption-from-pot = { $name }: +{ $n } from the pot
hr-caption-from = { $name }: +{ $n } from { $other }
hr-caption-trades = { $name } trades the { $value } to { $to }: +{ $n }

hr-prompt-rolls = { $name } rolls the { $colour } die…
hr-prompt-choosing = { $name } is choosing a die…
hr-prompt-roll = { $name }: click one of your dice to roll it (keys 1–4)
hr-prompt-ai-rolled = { $name } rolled a { $die }…
hr-prompt-place = { $name }: place your { $die } on a lit square
hr-prompt-place-or-trade = { $name }: place your { $die } on a lit square, or force a trade
hr-square-taken = That square is taken: choose a lit one.

hr-score-round = Round { $round } of { $rounds } · pot { $pot }
hr-score-round-trades-off = Round { $round } of { $rounds } · pot { $pot } · trades off
hr-score-dice = dice
hr-score-counters = counters
hr-score-rows = rows
hr-score-total = total
hr-score-rule = Lowest total wins: home-row pips minus counters.

hr-bar-roll = Roll a die:
hr-bar-die = { $colour } ×{ $held }  [{ $key }]
hr-bar-take-from = Take counters from:
hr-bar-take-side = { $side } { $name } ({ $n })
hr-bar-trade = Trade to { $name } ({ $side })
hr-bar-click-square = Click a lit square on the board to place the die.

hr-plate = { $counters }  ·  total { $total }
hr-home-of = { $name }'s home
hr-pot = pot { $n }

hr-sheet-title = Score sheet
hr-sheet-round = round { $n }
hr-sheet-counters = counters
hr-sheet-total = total
hr-sheet-rule = Home-row pips minus counters held; the lowest total wins.
hr-results-wins = { $names } wins with the lowest total!
hr-results-share = { $names } share the win with the lowest total!
hr-results-chart = Home-row scores added up, round by round

pad-hr-roll = Roll a { $colour } die
pad-hr-place = Place it on the { $row } row, square { $square }
pad-hr-place-from = Place it on the { $row } row, square { $square }, counters from { $name } ({ $side })
pad-hr-trade = Force a trade with { $name } ({ $side })
hr-seat-total = Total so far: { $total }
hr-seat-counters = Counters: { $n }
hr-seat-dice = Dice: { $list }
hr-seat-dice-of = { $colour } ×{ $n }
hr-seat-no-dice = Dice: none
hr-seat-home = Home row ({ $colour }) now: { $score }
hr-seat-rounds = Rounds: { $list }
hr-step-place = Place: { $row } row, square { $square }
hr-step-from = Counters from { $name } ({ $side })

# What each action does, said beside it (a phone's button, the TV's bar on hover, the pad cursor).
# $die is hr-outcome-die; $other a neighbour's name; $counters hr-counters; $value a die value.
hr-outcome-die = { $held ->
    [one] your last { $colour } die
   *[other] one of your { $held } { $colour } dice
}
hr-outcome-roll-pot = rolls { $die }; placed, it takes its value from the pot ({ $pot } there)
hr-outcome-roll-trade = rolls { $die }; the pot is empty: place it to take counters from a neighbour, or trade it
hr-outcome-roll-place = rolls { $die }; the pot is empty: place it to take counters from a neighbour
hr-outcome-roll-free-trade = rolls { $die }; the pot is empty and no neighbour holds a die: placing it takes nothing, a trade may take some
hr-outcome-roll-free = rolls { $die }; the pot is empty and no neighbour holds a die: placing it takes nothing
hr-outcome-pot = takes { $counters } from the pot
hr-outcome-pot-last = takes { $counters } from the pot, emptying it
hr-outcome-from = takes { $counters } from { $other }
hr-outcome-from-all = takes { $counters } from { $other }, all they have
hr-outcome-from-none = takes nothing: { $other } has no counters
hr-outcome-nobody = takes nothing: the pot is empty and no neighbour holds a die
hr-outcome-trade = gives { $other } your { $value } and takes { $counters } from them
hr-outcome-trade-all = gives { $other } your { $value } and takes { $counters } from them, all they have
hr-outcome-trade-none = gives { $other } your { $value }; they have no counters to pay
hr-outcome-trade-nothing = gives { $other } your { $value } for nothing

# The rules' refusals as the player reads them. $colour is a colour, $side left or right.
hr-error-colour-count = { $given } colours were given for { $players } players: one per seat.
hr-error-colour-twice = { $colour } is given to two seats: each seat needs its own colour.
hr-error-roll-first = Roll first: a turn starts by rolling one of your dice.
hr-error-already-rolled = You have already rolled this turn: place the die or trade it.
hr-error-no-die-of-colour = You hold no { $colour } die.
hr-error-no-square = There is no such square on the board.
hr-error-square-taken = That square already holds a die.
hr-error-from-required = The pot is empty: choose a neighbour holding a die to take from.
hr-error-pot-not-empty = The pot still has counters: you take from the pot.
hr-error-neighbour-no-dice = The player on your { $side } holds no dice: you cannot take from them.
hr-error-trade-with-pot = Trades are only allowed once the pot is empty.
hr-error-trades-off = Trades are off for the rest of this round: ten turns passed with no die placed.
