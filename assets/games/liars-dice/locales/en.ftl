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
