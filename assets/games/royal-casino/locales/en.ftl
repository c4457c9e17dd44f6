# Royal Casino at the table: prompts, the action bar, captions, the log, banners, the scoreboard,
# the round summary and results. $name is a seat's name, $row a row letter (A–F), $v a die value.

# A hint: what an AI level reckons of the move it would make. $chance is a percentage, $points a
# valuation in points, $keep the points a die kept back is worth.
rc-hint-expert = Its estimate of your chance of winning after this: { $chance }%.
rc-hint-expectimax = Expected worth at the end of the turn: { $points } { $points ->
        [one] point
       *[other] points
    } (your points, plus { $keep } for each die kept, less what the next seat may score).

game-royal-casino = Royal Casino
setup-blurb-royal-casino = Throw the dice, fill the rows, collect the points.
setup-beginner-face = beginner face first

rc-prompt-throws = { $name } throws…
rc-prompt-ai-placing = { $name } is placing dice…
rc-prompt-ai-throw = { $name } is about to throw…
rc-prompt-throw = { $name }: throw the dice (Space, Throw, or click the cup)
rc-prompt-place-first = { $name }: place a glowing die on a lit square
rc-prompt-place-or-stop = { $name }: place more, or stop
rc-prompt-place-throw-stop = { $name }: place more, throw again ({ $left } left), or stop
rc-pay-one = a { $v } on row { $row } pays { $paid }
rc-outcome-gains = completes row { $row }: +{ $points }
rc-outcome-open = row { $row }: { $filled } of { $squares } squares filled
rc-outcome-throw = throws { $dice } { $dice ->
    [one] die
   *[other] dice
 }; { $left ->
    [0] no throw after it
    [one] one more throw after it
   *[other] { $left } more throws after it
}
rc-outcome-stop = { $dice ->
    [0] ends your turn
    [one] ends your turn: your unplaced die goes back to your hand
   *[other] ends your turn: your { $dice } unplaced dice go back to your hand
}
rc-pay-warning = Careful: { $list } (it completes a black row).

rc-toast-undone = { $name } takes a die back.
rc-toast-no-die-shows = No die of this throw shows { $v }.
rc-toast-fits-nowhere = A { $v } fits no row now: pick a glowing die.
rc-toast-no-die-fits-row = No die of this throw fits row { $row }.
rc-toast-pick-first = Pick a die first: click it or press its number.
rc-nothing-to-undo = Nothing to undo: no die of this throw is on the board.
not-your-turn = It is { $name }'s turn.

rc-bar-throw = Throw (Space)
rc-bar-onto-row = onto row
rc-bar-throw-again = Throw again ({ $left } left)
rc-bar-stop = Stop (S)
rc-bar-undo = Undo (U)

rc-caption-completes = { $name } completes { $row }: { $delta }
rc-plate-settled = ✔ { $name } { $delta }
rc-next-face = next: { $face }

rc-log-gains = { $name } completes row { $row } and gains { $points }.
rc-log-pays = { $name } completes row { $row } and pays { $points }.
rc-log-stops = { $name } stops.
rc-log-no-fit = No die fits: { $name }'s turn is over.
rc-log-all-placed = { $name } placed every die: turn over.
rc-log-throw-limit = { $name } has thrown 5 times: turn over.
rc-log-round-end = { $name } fills the last square!
rc-log-round-over = Round { $round } is over. Dice are dealt again.
rc-log-round-over-dead = Round { $round } is over (nobody has dice left). Dice are dealt again.
rc-log-next-round = Round { $next } on “{ $face }”: { $name } starts.
rc-log-game-over = Game over: { $names } wins.
rc-log-throws-again = { $name } throws again.
rc-log-places = { $name } places a { $v } on row { $row }.
rc-log-throws = { $name } throws { $values }.

rc-score-round = Round { $round }  ·  “{ $face }”
rc-score-target = First to { $target } points at a round end wins
rc-score-points = Points
rc-score-dice = Dice

rc-summary-title = Round { $round } summary
rc-summary-none = No row was settled.
rc-summary-gains = Row { $row }: { $name } gains { $points }
rc-summary-pays = Row { $row }: { $name } pays { $points }
rc-summary-change = ({ $change } this round)
rc-summary-ok = OK

pad-rc-throw = Throw the dice
pad-rc-throw-again = Throw again
pad-rc-place = Place a { $v } on row { $row }
pad-rc-stop = Stop
rc-seat-points = Points: { $points }
rc-seat-dice = Dice held: { $dice }
rc-seat-throw = Throw { $n } of { $most } ({ $left } left)
rc-seat-to-place = To place: { $values }
rc-step-place = Place a { $v }
rc-step-row = on row { $row }

# The standard faces' names.
rc-face-01a = First Night
rc-face-01b = Lucky Sevens
rc-face-02a = Green Baize
rc-face-02b = High Roller
rc-face-03a = The Ladder
rc-face-03b = Twin Tables
rc-face-04a = Midnight
rc-face-04b = Snake Eyes
rc-face-05a = Full House
rc-face-05b = Long Night
rc-face-06a = Pairs
rc-face-06b = The Crown
rc-face-07a = Long Odds
rc-face-07b = Casino Royale
rc-face-08a = Quiet Corner
rc-face-08b = Grand Finale

# The rules' refusals as the player reads them. $row is a row letter (A–F); $why why a die does not fit.
rc-error-empty-stack = The face stack is empty: choose at least one face.
rc-error-stack-cannot-complete = No face in the stack can ever be filled: each has more squares than the { $dice } dice in play.
rc-error-throw-first = Throw first: a turn starts with a throw.
rc-error-must-place = A die of this throw fits the board: place at least one before you throw again or stop.
rc-error-throw-limit = This turn has had its { $throws } throws: place what fits or stop.
rc-error-no-row = There is no such row on the board.
rc-error-not-in-throw = No die of this throw shows { $value }.
rc-error-does-not-fit = A { $value } does not fit row { $row }: { $why }.
rc-misfit-row-full = that row is already full
rc-misfit-needs-pip = its next square needs a { $value }
rc-misfit-red-differ = the red stars must differ from the green value { $value }
rc-misfit-second-red = its second red star needs a { $value }, like the first
rc-misfit-star-needs = its stars need a { $value }, the value of the row's first die
