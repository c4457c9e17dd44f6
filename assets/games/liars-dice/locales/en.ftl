# Liar's Dice at the table: the log, the bar, the phones' buttons and standings, the hints.
# $bid is a bid in words ("5 × 3"); $name, $other are seats' names. The log never says a die
# under a cup: bids, and the count found when the cups are lifted.

game-liars-dice = Liar's Dice
setup-blurb-liars-dice = Bid on the dice under every cup, seeing only your own: call Dudo on a bluff, Calza when it is exact.

# A hint: what the Casual AI reckons of the move it would make. $chance is a percentage.
ld-hint-greedy = Your chance of keeping all your dice this way: about { $chance }%.

ld-bid = { $quantity } × { $face }

ld-act-bid = Bid { $bid }
ld-act-dudo = Dudo! Challenge { $other }'s { $bid }
ld-act-calza = Calza! Call { $other }'s { $bid } exact
ld-act-dudo-none = Dudo! (nothing to challenge yet)
ld-act-calza-none = Calza! (nothing to call yet)
ld-step-quantity = { $quantity } × …
ld-standing = To beat: { $name }'s { $bid }

ld-outcome-bid-wild = Claims at least { $bid } on the table, ones counting too; { $own } of your dice back it.
ld-outcome-bid = Claims at least { $bid } on the table, ones not wild; { $own } of your dice back it.
ld-outcome-bid-wild-public = Claims at least { $bid } on the table, ones counting too.
ld-outcome-bid-public = Claims at least { $bid } on the table, ones not wild.
ld-outcome-dudo = Lifts every cup: fewer than { $bid } and { $other } loses a die, otherwise you do.
ld-outcome-calza = Lifts every cup: exactly { $bid } wins you a die back, anything else costs you one.
ld-outcome-calza-full = Lifts every cup: exactly { $bid } keeps your dice as they are, anything else costs you one.

ld-log-opening = Every seat throws its dice under its own cup: each sees only its own.
ld-log-round = Round { $round }: every cup is down. { $name } opens the bidding.
ld-log-round-palifico = Round { $round } is a palifico round: ones are not wild and every bid keeps the opening face. { $name } opens.
ld-log-bid = { $name } bids { $bid }.
ld-log-dudo = { $name } calls Dudo on { $other }'s { $bid }: the cups are lifted and { $count ->
        [one] one die counts
       *[other] { $count } dice count
    }.
ld-log-calza = { $name } calls Calza on { $other }'s { $bid }: the cups are lifted and { $count ->
        [one] one die counts
       *[other] { $count } dice count
    }.
ld-log-die-lost = { $name } loses a die: { $left ->
        [one] one left
       *[other] { $left } left
    }.
ld-log-die-gained = { $name } wins a die back: { $held } now.
ld-log-out = { $name } has no dice left and is out.
ld-log-palifico-next = { $name } is down to one die: the next round is a palifico round.
ld-log-game-over = Game over: { $names } holds the last dice and wins.

ld-seat-dice = Dice: { $n }
ld-seat-cup = Your cup: { $dice }
ld-seat-out = Out, in place { $place }
ld-seat-winner = Winner

# The reveal at the table: what is counted ($face: the bid's face) and the running count ($numbers: "1 … 2 … 3").
ld-reveal-face = Counting { $face }s
ld-reveal-face-wild = Counting { $face }s, ones wild
ld-reveal-count = { $what }: { $numbers }
ld-verdict-calza-right = Right! Exactly that many.

# The rules' refusals as the player reads them. $bid and $least are bids in words (« 5 × 3 »).
ld-error-roll-first = The cups are not thrown yet: throw them first.
ld-error-not-rolling = Every cup is already thrown this round: bid, call Dudo or Calza.
ld-error-dice-count = { $want ->
        [one] { $name } throws one die under the cup, not { $got }.
       *[other] { $name } throws { $want } dice under the cup, not { $got }.
    }
ld-error-face = A bid's face is 1 to 6, not { $face }.
ld-error-no-quantity = A bid claims at least one die.
ld-error-above-in-play = A bid of { $quantity } is more than the { $in_play } dice in play.
ld-error-opening-ones = The round's opening bid may not be on ones, except in a palifico round.
ld-error-not-a-raise = { $bid } does not raise the bid: on that face it takes at least { $least }.
ld-error-not-a-raise-none = { $bid } does not raise the bid: no quantity of that face is high enough now.
ld-error-palifico-face = In a palifico round every bid keeps the opening face, { $face }: only the quantity rises.
ld-error-no-bid = Nobody has bid this round: the opening bid comes first.
ld-error-calza-off = Calza is switched off for this game.
ld-error-calza-seats = Calza needs at least three seats holding dice.
ld-error-calza-own = You may not call Calza on your own bid.
