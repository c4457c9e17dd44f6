# Royal Casino à table : consignes, barre d’actions, grandes annonces, journal, bandeaux, tableau
# des scores et bilan de manche.

# Un conseil : ce qu’un niveau d’IA pense du coup qu’il jouerait. $chance est un pourcentage,
# $points une estimation en points, $keep ce que vaut un dé gardé.
rc-hint-expert = Vos chances de gagner après ce coup, selon son estimation : { $chance } %.
rc-hint-expectimax = Valeur attendue en fin de tour : { $points } { $points ->
        [one] point
       *[other] points
    } (vos points, plus { $keep } par dé gardé, moins ce que le joueur suivant peut marquer).

game-royal-casino = Royal Casino
setup-blurb-royal-casino = Lancez les dés, remplissez les rangées, empochez les points.
setup-beginner-face = plateau débutant d’abord

rc-prompt-throws = { $name } lance…
rc-prompt-ai-placing = { $name } place ses dés…
rc-prompt-ai-throw = { $name } s’apprête à lancer…
rc-prompt-throw = { $name } : lancez les dés (Espace, Lancer, ou cliquez sur le gobelet)
rc-prompt-place-first = { $name } : placez un dé brillant sur une case éclairée
rc-prompt-place-or-stop = { $name } : placez-en d’autres, ou arrêtez
rc-prompt-place-throw-stop = { $name } : placez-en d’autres, relancez (encore { $left }) ou arrêtez
rc-pay-one = un { $v } sur la rangée { $row } coûte { $paid }
rc-outcome-gains = complète la rangée { $row } : +{ $points }
rc-outcome-open = rangée { $row } : { $filled } { $filled ->
    [one] case remplie
   *[other] cases remplies
 } sur { $squares }
rc-outcome-throw = lance { $dice } { $dice ->
    [one] dé
   *[other] dés
 } ; { $left ->
    [0] plus aucun lancer ensuite
    [one] encore un lancer ensuite
   *[other] encore { $left } lancers ensuite
}
rc-outcome-stop = { $dice ->
    [0] termine votre tour
    [one] termine votre tour : votre dé non placé revient dans votre main
   *[other] termine votre tour : vos { $dice } dés non placés reviennent dans votre main
}
rc-pay-warning = Attention : { $list } (cela complète une rangée noire).

rc-toast-undone = { $name } reprend un dé.
rc-toast-no-die-shows = Aucun dé de ce lancer ne montre { $v }.
rc-toast-fits-nowhere = Un { $v } ne va dans aucune rangée pour l’instant : choisissez un dé brillant.
rc-toast-no-die-fits-row = Aucun dé de ce lancer ne va dans la rangée { $row }.
rc-toast-pick-first = Choisissez d’abord un dé : cliquez dessus ou tapez sa valeur.
rc-nothing-to-undo = Rien à annuler : aucun dé de ce lancer n’est sur le plateau.
not-your-turn = C’est au tour de { $name }.

rc-bar-throw = Lancer (Espace)
rc-bar-onto-row = sur la rangée
rc-bar-throw-again = Relancer (encore { $left })
rc-bar-stop = Arrêter (S)
rc-bar-undo = Annuler (U)

rc-caption-completes = { $name } complète { $row } : { $delta }
rc-plate-settled = ✔ { $name } { $delta }
rc-next-face = suivant : { $face }

rc-log-gains = { $name } complète la rangée { $row } et gagne { $points }.
rc-log-pays = { $name } complète la rangée { $row } et paie { $points }.
rc-log-stops = { $name } s’arrête.
rc-log-no-fit = Aucun dé ne va : le tour de { $name } est fini.
rc-log-all-placed = { $name } a placé tous ses dés : tour fini.
rc-log-throw-limit = { $name } a lancé 5 fois : tour fini.
rc-log-round-end = { $name } remplit la dernière case !
rc-log-round-over = La manche { $round } est finie. Les dés sont redistribués.
rc-log-round-over-dead = La manche { $round } est finie (plus personne n’a de dés). Les dés sont redistribués.
rc-log-next-round = Manche { $next } sur « { $face } » : { $name } commence.
rc-log-game-over = Fin de la partie : { $names } gagne.
rc-log-throws-again = { $name } relance.
rc-log-places = { $name } place un { $v } sur la rangée { $row }.
rc-log-throws = { $name } lance { $values }.

rc-score-round = Manche { $round }  ·  « { $face } »
rc-score-target = Le premier à { $target } points en fin de manche gagne
rc-score-points = Points
rc-score-dice = Dés

rc-summary-title = Bilan de la manche { $round }
rc-summary-none = Aucune rangée n’a été complétée.
rc-summary-gains = Rangée { $row } : { $name } gagne { $points }
rc-summary-pays = Rangée { $row } : { $name } paie { $points }
rc-summary-change = ({ $change } cette manche)
rc-summary-ok = OK

pad-rc-throw = Lancer les dés
pad-rc-throw-again = Relancer
pad-rc-place = Placer un { $v } sur la rangée { $row }
pad-rc-stop = Arrêter
rc-seat-points = Points : { $points }
rc-seat-dice = Dés en main : { $dice }
rc-seat-throw = Lancer { $n } sur { $most } (encore { $left })
rc-seat-to-place = À placer : { $values }
rc-step-place = Placer un { $v }
rc-step-row = sur la rangée { $row }

# The standard faces' names.
rc-face-01a = Première Soirée
rc-face-01b = Les Sept Chanceux
rc-face-02a = Tapis Vert
rc-face-02b = Gros Joueur
rc-face-03a = L’Échelle
rc-face-03b = Tables Jumelles
rc-face-04a = Minuit
rc-face-04b = Double As
rc-face-05a = Full
rc-face-05b = Longue Nuit
rc-face-06a = Les Paires
rc-face-06b = La Couronne
rc-face-07a = Contre Toute Attente
rc-face-07b = Casino Royale
rc-face-08a = Coin Tranquille
rc-face-08b = Grand Final

# Les refus des règles tels que le joueur les lit. $row est une lettre de rangée (A–F) ; $why pourquoi un dé ne va pas.
rc-error-empty-stack = La pile de faces est vide : choisissez au moins une face.
rc-error-stack-cannot-complete = Aucune face de la pile ne peut être remplie : chacune a plus de cases que les { $dice } dés en jeu.
rc-error-throw-first = Lancez d’abord : un tour commence par un lancer.
rc-error-must-place = Un dé de ce lancer va sur le plateau : posez-en au moins un avant de relancer ou d’arrêter.
rc-error-throw-limit = Ce tour a eu ses { $throws } lancers : posez ce qui va ou arrêtez.
rc-error-no-row = Cette rangée n’existe pas sur le plateau.
rc-error-not-in-throw = Aucun dé de ce lancer ne montre { $value }.
rc-error-does-not-fit = Un { $value } ne va pas dans la rangée { $row } : { $why }.
rc-misfit-row-full = cette rangée est déjà pleine
rc-misfit-needs-pip = sa prochaine case demande un { $value }
rc-misfit-red-differ = les étoiles rouges doivent différer de la valeur verte { $value }
rc-misfit-second-red = sa deuxième étoile rouge demande un { $value }, comme la première
rc-misfit-star-needs = ses étoiles demandent un { $value }, la valeur du premier dé de la rangée
