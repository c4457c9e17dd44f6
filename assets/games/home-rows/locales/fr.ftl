# Home Rows à table : journal, annonces, consignes, barre d’actions, tableau des scores, mots sur
# la table, feuille de score et résultats.

# Un conseil : ce que l’Expert pense du coup qu’il jouerait. $n simulations, $chance un pourcentage.
hr-hint-expert = Sur { $n ->
        [one] une simulation
       *[other] { $n } simulations
    } jusqu’à la fin de la manche, ce coup vous donne environ { $chance } % de chances de gagner.

game-home-rows = Home Rows
setup-blurb-home-rows = Lancez un dé à la fois, remplissez les rangées et gardez votre rangée maison basse : le plus petit total gagne.
setup-home-row = Rangée { $colour }

hr-colour-red = rouge
hr-colour-yellow = jaune
hr-colour-green = vert
hr-colour-blue = bleu
hr-die = { $value } { $colour }
hr-side-left = gauche
hr-side-right = droite
hr-counters = { $n ->
    [one] { $n } jeton
   *[other] { $n } jetons
}

hr-log-rolls = { $name } lance un { $die }.
hr-log-places = { $name } place le { $die } sur la rangée { $row }, case { $square }.
hr-log-places-home = { $name } place le { $die } sur la rangée { $row }, case { $square } (rangée maison de { $owner }).
hr-log-takes-pot = { $name } prend { $counters } dans le pot.
hr-log-takes-from = { $name } prend { $counters } à { $other }.
hr-log-takes-nothing = Le pot est vide et aucun voisin n’a de dé : { $name } ne prend rien.
hr-log-trade = { $name } impose un échange : le { $value } va à { $to }, qui paie { $counters }.
hr-log-passes = { $name } n’a plus de dé et passe.
hr-log-trades-off = Dix tours sans rien placer : plus d’échanges jusqu’à la fin de la manche.
hr-log-round-over = La manche { $round } est finie. Score des rangées maison : { $list }.
hr-log-tie-break = Égalité pour le plus petit total : une manche de plus.
hr-log-round-start = Manche { $round } sur { $rounds } : { $name } commence.
hr-log-game-over = Fin de la partie : { $names } gagne avec le plus petit total.

hr-caption-puts = { $name } pose le { $die } sur { $row }
hr-caption-from-pot = { $name } : +{ $n } du pot
hr-caption-from = { $name } : +{ $n } de { $other }
hr-caption-trades = { $name } échange le { $value } avec { $to } : +{ $n }

hr-prompt-rolls = { $name } lance le dé { $colour }…
hr-prompt-choosing = { $name } choisit un dé…
hr-prompt-roll = { $name } : cliquez sur un de vos dés pour le lancer (touches 1–4)
hr-prompt-ai-rolled = { $name } a fait un { $die }…
hr-prompt-place = { $name } : placez votre { $die } sur une case éclairée
hr-prompt-place-or-trade = { $name } : placez votre { $die } sur une case éclairée, ou imposez un échange
hr-square-taken = Cette case est prise : choisissez une case éclairée.

hr-score-round = Manche { $round } sur { $rounds } · pot { $pot }
hr-score-round-trades-off = Manche { $round } sur { $rounds } · pot { $pot } · échanges fermés
hr-score-dice = dés
hr-score-counters = jetons
hr-score-rows = manches
hr-score-total = total
hr-score-rule = Le plus petit total gagne : points de la rangée maison moins les jetons.

hr-bar-roll = Lancer un dé :
hr-bar-die = { $colour } ×{ $held }  [{ $key }]
hr-bar-take-from = Prendre les jetons à :
hr-bar-take-side = { $side } { $name } ({ $n })
hr-bar-trade = Échanger avec { $name } ({ $side })
hr-bar-click-square = Cliquez sur une case éclairée du plateau pour y poser le dé.

hr-plate = { $counters }  ·  total { $total }
hr-home-of = maison de { $name }
hr-pot = pot { $n }

hr-sheet-title = Feuille de score
hr-sheet-round = manche { $n }
hr-sheet-counters = jetons
hr-sheet-total = total
hr-sheet-rule = Points de la rangée maison moins les jetons détenus ; le plus petit total gagne.
hr-results-wins = { $names } gagne avec le plus petit total !
hr-results-share = { $names } gagnent ensemble avec le plus petit total !
hr-results-chart = Scores des rangées maison cumulés, manche après manche

pad-hr-roll = Lancer un dé { $colour }
pad-hr-place = Le placer sur la rangée { $row }, case { $square }
pad-hr-place-from = Le placer sur la rangée { $row }, case { $square }, jetons de { $name } ({ $side })
pad-hr-trade = Imposer un échange à { $name } ({ $side })
hr-seat-total = Total actuel : { $total }
hr-seat-counters = Jetons : { $n }
hr-seat-dice = Dés : { $list }
hr-seat-dice-of = { $colour } ×{ $n }
hr-seat-no-dice = Dés : aucun
hr-seat-home = Rangée maison ({ $colour }) : { $score }
hr-seat-rounds = Manches : { $list }
hr-step-place = Poser : rangée { $row }, case { $square }
hr-step-from = Jetons de { $name } ({ $side })

# Ce que fait chaque action, dit à côté d’elle (bouton du téléphone, barre de la télé au survol, curseur de la manette).
hr-outcome-die = { $held ->
    [one] votre dernier dé { $colour }
   *[other] un dé { $colour } (vous en avez { $held })
}
hr-outcome-roll-pot = lance { $die } ; une fois posé, il prend sa valeur en jetons dans le pot (il en reste { $pot })
hr-outcome-roll-trade = lance { $die } ; le pot est vide : à poser pour prendre des jetons à un voisin, ou à échanger
hr-outcome-roll-place = lance { $die } ; le pot est vide : à poser pour prendre des jetons à un voisin
hr-outcome-roll-free-trade = lance { $die } ; pot vide et aucun voisin n’a de dé : le poser ne rapporte rien, un échange peut rapporter
hr-outcome-roll-free = lance { $die } ; pot vide et aucun voisin n’a de dé : le poser ne rapporte rien
hr-outcome-pot = prend { $counters } dans le pot
hr-outcome-pot-last = prend { $counters } dans le pot, qui est alors vide
hr-outcome-from = prend { $counters } à { $other }
hr-outcome-from-all = prend { $counters } à { $other }, tous ses jetons
hr-outcome-from-none = ne prend rien : { $other } n’a aucun jeton
hr-outcome-nobody = ne prend rien : le pot est vide et aucun voisin n’a de dé
hr-outcome-trade = donne votre { $value } à { $other } et lui prend { $counters }
hr-outcome-trade-all = donne votre { $value } à { $other } et lui prend { $counters }, tous ses jetons
hr-outcome-trade-none = donne votre { $value } à { $other }, qui n’a aucun jeton à payer
hr-outcome-trade-nothing = donne votre { $value } à { $other } pour rien

# Les refus des règles tels que le joueur les lit. $colour est une couleur, $side gauche ou droite.
hr-error-colour-count = { $given } couleurs données pour { $players } joueurs : une par place.
hr-error-colour-twice = { $colour } est donnée à deux places : chaque place a sa propre couleur.
hr-error-roll-first = Lancez d’abord : un tour commence par le lancer d’un de vos dés.
hr-error-already-rolled = Vous avez déjà lancé ce tour : posez le dé ou échangez-le.
hr-error-no-die-of-colour = Vous n’avez aucun dé { $colour }.
hr-error-no-square = Cette case n’existe pas sur le plateau.
hr-error-square-taken = Cette case porte déjà un dé.
hr-error-from-required = Le pot est vide : choisissez un voisin ayant un dé à qui prendre.
hr-error-pot-not-empty = Le pot a encore des jetons : vous prenez dans le pot.
hr-error-neighbour-no-dice = Le joueur à votre { $side } n’a aucun dé : vous ne pouvez rien lui prendre.
hr-error-trade-with-pot = Les échanges ne sont permis qu’une fois le pot vide.
hr-error-trades-off = Plus d’échanges jusqu’à la fin de la manche : dix tours sont passés sans qu’aucun dé ne soit posé.
