# Highest Roll (the test-only game).
hi-roll = Roll the two dice
hi-keep = Keep { $total }
hi-reroll = Roll again
hi-rolled = { $name } rolls { $a } and { $b }
hi-kept = { $name } keeps { $total }
hi-round-won = Round { $round } goes to { $names } with { $total }
hi-game-over = { $names } won the most rounds
hi-seat-wins = Rounds won: { $n }
hi-seat-kept = Kept this round: { $total }
hi-outcome-roll = Throws your two dice: their total is your score this round
hi-outcome-keep = Your { $total } counts this round
hi-outcome-reroll = Your { $total } is lost: the new throw counts
game-highest-roll = Highest Roll

hi-error-not-now = That is not one of the moves you can make now.
hi-error-dice = Two dice showing 1 to 6 are needed now.
hi-error-players = Highest Roll takes { $least } to { $most } players.
