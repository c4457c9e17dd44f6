# Highest Roll (le jeu des tests).
hi-roll = Lancer les deux dés
hi-keep = Garder { $total }
hi-reroll = Relancer
hi-rolled = { $name } obtient { $a } et { $b }
hi-kept = { $name } garde { $total }
hi-round-won = La manche { $round } va à { $names } avec { $total }
hi-game-over = { $names } a gagné le plus de manches
hi-seat-wins = Manches gagnées : { $n }
hi-seat-kept = Gardé cette manche : { $total }
hi-outcome-roll = Lance vos deux dés : leur total est votre score de la manche
hi-outcome-keep = Votre { $total } compte pour cette manche
hi-outcome-reroll = Votre { $total } est perdu : le nouveau lancer compte
game-highest-roll = Highest Roll

hi-error-not-now = Ce n’est pas un des coups possibles maintenant.
hi-error-dice = Il faut maintenant deux dés montrant de 1 à 6.
hi-error-players = Highest Roll se joue de { $least } à { $most } joueurs.
