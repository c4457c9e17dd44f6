# Highest Roll (het testspel).
hi-roll = Gooi de twee dobbelstenen
hi-keep = Houd { $total }
hi-reroll = Gooi opnieuw
hi-rolled = { $name } gooit { $a } en { $b }
hi-kept = { $name } houdt { $total }
hi-round-won = Ronde { $round } gaat naar { $names } met { $total }
hi-game-over = { $names } won de meeste rondes
hi-seat-wins = Rondes gewonnen: { $n }
hi-seat-kept = Gehouden deze ronde: { $total }
hi-outcome-roll = Gooit je twee dobbelstenen: hun som is je score deze ronde
hi-outcome-keep = Je { $total } telt deze ronde
hi-outcome-reroll = Je { $total } gaat verloren: de nieuwe worp telt
game-highest-roll = Highest Roll

hi-error-not-now = Dat is nu geen van de zetten die je kunt doen.
hi-error-dice = Er zijn nu twee dobbelstenen van 1 tot 6 nodig.
hi-error-players = Highest Roll is voor { $least } tot { $most } spelers.
