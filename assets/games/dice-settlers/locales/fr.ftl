# Dice Settlers à table : les pièces en mots, le journal, les boutons d’action, les consignes, le
# tableau des scores, la rangée des technologies, les mots sur la carte et les résultats.

# Un conseil : ce qu’un niveau d’IA qui cherche pense du choix qu’il ferait. $n avenirs simulés
# jusqu’à la fin de la manche $round ; $points son estimation de votre avance ($standing : ahead
# devant, behind derrière, level à égalité) sur le meilleur adversaire.
ds-hint-search = Sur { $n ->
        [one] une simulation
       *[other] { $n } simulations
    } jusqu’à la fin de la manche { $round }, ce choix vous place en moyenne { $standing ->
        [ahead] { $points } { $points ->
            [one] point
           *[other] points
        } devant votre meilleur adversaire
        [behind] { $points } { $points ->
            [one] point
           *[other] points
        } derrière votre meilleur adversaire
       *[level] à égalité avec votre meilleur adversaire
    } (selon son estimation).

game-dice-settlers = Dice Settlers
setup-blurb-dice-settlers = Enrichissez votre sac de dés à symboles, explorez la carte d’hexagones, tenez ses tuiles : le plus de points gagne.

ds-terrain-grassland = prairie
ds-terrain-forest = forêt
ds-terrain-hills = collines
ds-terrain-mountain = montagne
ds-terrain-desert = désert
ds-die-white = blanc
ds-die-yellow = jaune
ds-die-green = vert
ds-die-brown = brun
ds-die-blue = bleu
ds-die-red = rouge
ds-resource-gold = or
ds-resource-iron = fer
ds-resource-wood = bois
ds-resource-food = nourriture
ds-symbol-recruit = Recruter
ds-symbol-explore = Explorer
ds-symbol-deploy = Déployer
ds-symbol-raid = Razzia
ds-symbol-research = Rechercher
ds-symbol-trade = Commercer
ds-symbol-navigator = Navigateur
ds-symbol-gold = Or
ds-symbol-iron = Fer
ds-symbol-wood = Bois
ds-symbol-food = Nourriture
ds-act-harvest = Récolter

ds-tech-granary = Grenier
ds-tech-guild-hall = Maison des guildes
ds-tech-monument = Monument
ds-tech-market = Marché
ds-tech-workshop = Atelier
ds-tech-caravan = Caravane
ds-tech-barracks = Caserne
ds-tech-forge = Forge
ds-tech-fortress = Forteresse
ds-tech-wagons = Chariots
ds-tech-compass = Boussole
ds-tech-roads = Routes
ds-tech-observatory = Observatoire
ds-tech-school = École
ds-tech-academy = Académie
ds-tech-orchards = Vergers
ds-tech-pastures = Pâturages
ds-tech-town-charter = Charte communale

ds-tile = tuile { $no } ({ $terrain })
ds-points = { $n ->
    [one] { $n } point
   *[other] { $n } points
}
ds-bonus-die = un dé { $colour }
ds-bonus-resource = { $resource ->
    [nourriture] une nourriture
   *[other] un { $resource }
}
ds-bonus-tent = une deuxième tente
ds-offer-same = trois { $resource } pour 6
ds-offer-different = trois différents (sans { $resource }) pour 5
ds-offer-pair = { $first } et { $second } pour 2
ds-offer-remove = un dé { $colour } retiré du jeu pour 3

ds-log-draft = Choix des tuiles de départ : { $name } pose en premier.
ds-log-starts-on = { $name } commence sur la { $tile }.
ds-log-starts-on-bonus = { $name } commence sur la { $tile } et prend { $bonus }.
ds-log-draws = { $name } tire { $n ->
    [one] { $n } dé
   *[other] { $n } dés
}.
ds-log-draws-refill = { $name } tire { $n ->
    [one] { $n } dé
   *[other] { $n } dés
} (les dés utilisés sont retournés dans le sac).
ds-log-turns = { $name } tourne un dé sur { $symbol } avec un navigateur.
ds-log-takes-back = { $name } reprend un tour : le dé { $colour } montre de nouveau { $symbol }.
ds-log-rerolls = { $name } relance { $n ->
    [one] { $n } dé
   *[other] { $n } dés
}.
ds-log-draws-two = { $name } dépense un dé de ressource pour en tirer deux de plus.
ds-log-acts = { $name } : { $act }.
ds-log-acts-with = { $name } : { $act } avec { $n ->
    [one] { $n } symbole
   *[other] { $n } symboles
}.
ds-log-skips = { $name } passe.
ds-log-recruits = { $name } recrute un dé { $colour }.
ds-log-tiles-drawn = { $name } tire { $n ->
    [one] { $n } tuile
   *[other] { $n } tuiles
} de la pile.
ds-log-explores = { $name } explore la { $tile }.
ds-log-explores-bonus = { $name } explore la { $tile } et prend { $bonus }.
ds-log-follows = { $name } suit sur la tuile { $no }.
ds-log-tent-to-board = { $name } place une tente sur son plateau.
ds-log-deploys = { $name } déploie une tente sur la { $tile }.
ds-log-recalls = { $name } reprend une tente de la tuile { $no }.
ds-log-raids = { $name } attaque la tente de { $victim } sur la { $tile }.
ds-log-harvests = { $name } récolte { $got }.
ds-log-harvests-nothing = { $name } ne récolte rien.
ds-log-sells = { $name } échange { $offer } : +{ $points }.
ds-log-researches = { $name } découvre { $tech } ({ $points }).
ds-log-factory = { $name } fait tourner la manufacture de la tuile { $no }.
ds-log-house = { $name } construit une maison sur la { $tile }.
ds-log-keeps = { $name } garde un dé { $colour } pour la manche suivante.
ds-log-end-near = La fin approche ({ $why }) : la manche { $round } est la dernière.
ds-end-houses = quelqu’un a construit toutes ses maisons
ds-end-tokens = les jetons de score sont épuisés
ds-end-tiles = la pile est épuisée
ds-end-supply = une couleur de dé est épuisée dans la réserve
ds-log-round-over = La manche { $round } est finie ; { $name } ouvre la manche { $next }.
ds-log-game-over = Fin de la partie : { $names } gagne avec { $points } points.

ds-die = dé { $n }
ds-die-showing = dé { $n } ({ $colour }, { $symbol })
ds-symbols = { $n ->
    [one] { $n } symbole
   *[other] { $n } symboles
}
ds-new-dice = { $n ->
    [one] { $n } nouveau dé
   *[other] { $n } nouveaux dés
}
ds-draw-tiles = { $n ->
    [one] tirer { $n } tuile
   *[other] tirer { $n } tuiles
}
ds-tent-moves = { $n ->
    [one] { $n } déplacement de tente
   *[other] { $n } déplacements de tente
}
ds-trades = { $n ->
    [one] { $n } échange
   *[other] { $n } échanges
}
ds-on-tile = sur la { $tile }
ds-act-button = { $act } : { $what } ({ $symbols })
ds-act-start-tile = Commencer sur la { $tile }, { $place }
ds-act-navigator-reroll = Navigateur : relancer jusqu’à trois dés
ds-act-resource-reroll = Dé de ressource : relancer le { $die }
ds-act-resource-draw = Dé de ressource : tirer et lancer deux dés de plus
ds-act-pick = Choisir le { $die }
ds-act-roll-picked = Lancer les dés choisis
ds-act-ready = Prêt : aux actions
ds-act-take-back = Reprendre le tour du dé { $colour } (retour à { $symbol })
ds-act-harvest-button = Récolter : les symboles de ressource deviennent des jetons
ds-effect-symbol = , un { $symbol } à chaque manche
ds-effect-track = , +1 dé tiré
ds-effect-per-house = , { $n } par maison en fin de partie
ds-effect-per-terrain = , { $n } par tuile { $terrain } en fin de partie
ds-act-research = Découvrir { $tech } ({ $points }{ $effect })
ds-act-skip = Passer cette action
ds-factory-makes = 2 { $resource }
ds-act-factory = Manufacture sur la { $tile } : une tente rentre, { $made }
ds-act-control = Contrôler la { $tile } : 3 tentes deviennent une maison
ds-act-end-turn = Finir le tour
ds-act-take-die = Prendre un dé { $colour }
ds-act-faces = { $action } (faces : { $faces })
ds-face-count = { $n }× { $symbol }
ds-faces-sep = { ", " }
ds-act-spends = { $action } : coûte { $cost }
ds-act-paid-with = { $action }, payé par : { $payer }
ds-act-keep-tile = Garder la { $tile } ★{ $high }/{ $low }
ds-act-keep-tile-bonus = Garder la { $tile } ★{ $high }/{ $low }, bonus { $bonus }
ds-act-place-tile = La poser { $place }
ds-act-turn = Tourner le { $die } sur { $symbol }
ds-where = { $side ->
    [e] à droite { $terrain } ({ $no })
    [ne] en haut à droite { $terrain } ({ $no })
    [nw] en haut à gauche { $terrain } ({ $no })
    [w] à gauche { $terrain } ({ $no })
    [sw] en bas à gauche { $terrain } ({ $no })
   *[se] en bas à droite { $terrain } ({ $no })
}
ds-where-terrain = { $terrain ->
    [grassland] de la prairie
    [forest] de la forêt
    [hills] des collines
    [mountain] de la montagne
   *[desert] du désert
}
ds-where-yours = { $place }, près de vos tentes
ds-where-middle = au centre
ds-act-follow = Suivre : une tente de votre plateau sur la nouvelle tuile
ds-act-decline = Ne pas suivre
ds-act-follow-own = Ajouter une tente de votre plateau sur votre nouvelle tuile
ds-act-decline-own = N’ajouter aucune tente
ds-act-tent-to-board = Une tente de la réserve vers votre plateau
ds-act-tent-to-tile = Une tente de votre plateau vers la { $tile }
ds-act-recall-tents = Reprendre des tentes sur la carte
ds-act-recall = Reprendre une tente sur la { $tile }
ds-act-recall-done = Arrêter de reprendre des tentes
ds-act-hit = Renvoyer la tente de { $name } chez elle
ds-act-sell = Échanger { $offer }
ds-act-finish = Terminer l’action
ds-act-keep = Garder le { $die } pour la manche suivante
ds-act-keep-none = Ne garder aucun dé
ds-seat-resources = Ressources : { $list }
ds-seat-houses = Maisons : { $n }
ds-seat-tents = Tentes : { $map } sur la carte, { $board } sur le plateau
ds-seat-dice = Dés : { $bag } dans le sac, { $used } utilisés, tirage { $draw }
ds-seat-rolled = Lancés : { $list }
ds-seat-techs = Technologies : { $list }
ds-step-spend = { $what } ({ $symbols })
ds-step-start = Commencer sur la { $tile }
ds-step-turn = Tourner le { $die }
ds-step-navigator-reroll = Relancer jusqu’à trois dés
ds-step-resource-die = Dé de ressource
ds-step-reroll = Relancer le { $die }
ds-step-resource-draw = Tirer et lancer deux dés de plus
ds-step-tech-gives = { $points }{ $effect }
ds-step-free = Action gratuite
ds-step-factory = Manufacture sur la { $tile }
ds-step-factory-gives = Une tente rentre, { $made }
ds-step-control = Contrôler la { $tile }
ds-step-control-gives = 3 tentes deviennent une maison
ds-step-keep-tile = Garder la { $tile }
ds-step-star = ★{ $high }/{ $low }
ds-step-star-bonus = ★{ $high }/{ $low }, bonus { $bonus }
ds-step-tent-from-board = Une tente de votre plateau
ds-step-to-tile = vers la { $tile }
ds-step-recall = Reprendre une tente
ds-step-from-tile = sur la { $tile }
ds-step-beside = À côté de la { $tile }
ds-step-sell-same = Trois identiques pour 6
ds-step-sell-different = Trois différents pour 5
ds-step-sell-pair = Deux au choix pour 2
ds-step-sell-remove = Un dé retiré du jeu pour 3
ds-step-without = sans { $resource }
ds-step-pair = { $first } et { $second }
ds-step-die-colour = un dé { $colour }
ds-step-keep = Garder pour la manche suivante
ds-step-side = { $side ->
    [e] à droite
    [ne] en haut à droite
    [nw] en haut à gauche
    [w] à gauche
    [sw] en bas à gauche
   *[se] en bas à droite
}

ds-phase-draft = Tuiles de départ
ds-phase-roll = Manche { $round } : lancer
ds-phase-act = Manche { $round }, action { $pass } sur 2
ds-phase-keep = Manche { $round } : rangement
ds-prompt-rolls = { $name } lance…
ds-prompt-thinking = { $phase } · { $name } réfléchit…
ds-prompt-asks = { $phase } · { $name } : { $ask }
ds-ask-over = La partie est finie
ds-ask-draft = Posez une tuile de départ
ds-ask-pick-reroll = Choisissez les dés que le navigateur relance, ou lancez-les
ds-ask-adjust = Ajustez votre lancer, ou dites que vous êtes prêt
ds-ask-free-or-end = Faites une action gratuite ou finissez votre tour
ds-ask-choose-action = Choisissez une action, une action gratuite, ou passez
ds-ask-recruit = Choisissez la couleur d’un dé recruté, ou terminez
ds-ask-choose-tile = Choisissez quelle tuile tirée poser
ds-ask-place-tile = Choisissez où va la tuile explorée
ds-ask-follow = Suivez sur la nouvelle tuile, ou refusez
ds-ask-follow-own = D’autres vous ont suivi sur votre nouvelle tuile : ajoutez-y une tente de votre plateau, ou non
ds-ask-deploy = Utilisez un symbole Déployer, ou terminez
ds-ask-recall = Reprenez une tente, ou arrêtez
ds-ask-raid = Choisissez la tente à attaquer, ou terminez
ds-ask-trade = Choisissez un échange, ou terminez
ds-ask-reroll = Choisissez les dés à relancer
ds-ask-keep = Gardez un dé inutilisé, ou aucun

ds-bar-symbols-title = Symboles :
ds-confirm-ends-turn = { $action } termine votre tour.
ds-confirm-points = { $action } : vos points passent de { $before } à { $after }.
ds-confirm-do = Oui
ds-confirm-back = Pas maintenant
ds-pay-with = Payer « { $action } » avec :
ds-remove-which = { $action } : quel dé quitte la partie ?
ds-from-used = vos dés utilisés
ds-from-bag = votre sac
ds-bar-your-tile = Votre tuile :
ds-bar-hand-tile = { $no } { $terrain } ★{ $high }/{ $low }
ds-bar-hand-tile-gives = { $tile } + { $bonus }
ds-tile-explained = Tuile { $no }, { $terrain } : à la fin, le plus de tentes ici (ou la maison) marque { $high }, le deuxième { $low }.
ds-tile-start-bonus = Y commencer rapporte { $bonus }.
ds-bar-then-click = puis cliquez sur un emplacement éclairé de la carte
ds-bar-navigator = Navigateur : tourner le { $die }
ds-bar-navigator-any = Navigateur : tourner un dé
ds-bar-navigator-menu = Navigateur : relancer ou tourner un dé
ds-bar-turn-to = sur { $symbol }
ds-bar-click-again = (cliquez encore sur le dé, ou sur le bouton, pour le faire)
ds-bar-click-spot = Cliquez sur un emplacement éclairé de la carte pour la tuile.
ds-bar-spot = { $letter } · { $place }

ds-score-houses = maisons
ds-score-tents = tentes carte/plateau
ds-score-dice = sac · utilisés · tirage
ds-score-end = Fin quand : maisons { $houses }/{ $most } · jetons de score restants { $tokens } · tuiles dans la pile { $tiles } · couleurs en réserve { $colours } (≤2 : fin)
ds-score-last-round = La manche { $round } est la dernière.
ds-techs-title = Technologies
ds-techs-show = Technologies ({ $key })
ds-techs-hide = Cacher les technologies ({ $key })
ds-tech-research = { $n } recherche
ds-tech-on = sur { $terrain }
ds-tech-each-round = { $symbol } à chaque manche
ds-tech-track = +1 dé tiré
ds-tech-per-house = { $n }/maison
ds-tech-per-terrain = { $n }/tuile { $terrain }
ds-tech-points = { $n } pts { $effect }
ds-map-factory-points = ⚙{ $n } pts
ds-map-extra-die = +1 dé
ds-plate = { $name } · { $points }

ds-sheet-tiles = tuiles
ds-sheet-techs = technologies
ds-sheet-dice = dés
ds-sheet-houses = maisons
ds-sheet-tokens = jetons de score
ds-sheet-total = total
ds-round-sheet-title = La manche { $round } est finie
ds-sheet-this-round = cette manche
ds-round-sheet-rule = Les points comptent les tuiles que vous menez, les technologies, les dés, les maisons et les jetons : une manche peut aussi en faire perdre.
ds-results-chart = Points après chaque manche (tuiles, technologies, dés, maisons et jetons tels qu’ils étaient)

# Ce que fait chaque action, dit à côté d’elle (bouton du téléphone, barre de la télé au survol, curseur de la manette).
ds-out-spends = dépense { $spent } : { $then }
ds-out-tile = la { $tile } est posée là avec votre tente
ds-out-tile-bonus = la { $tile } est posée là avec votre tente, et vous gagnez { $bonus }
ds-out-shows = le { $die } montre alors { $symbol }
ds-out-take-back = le dé { $colour } montre de nouveau { $symbol } et son navigateur n’est pas dépensé
ds-out-pick-three = choisissez ensuite jusqu’à trois autres dés à relancer
ds-out-rerolled = le { $die } est relancé
ds-out-draws = { $n ->
    [0] votre sac est vide : rien à tirer
    [one] tire { $n } dé de plus de votre sac et le lance
   *[other] tire { $n } dés de plus de votre sac et les lance
}
ds-out-pick = le { $die } sera relancé ; choisissez-en d’autres, ou lancez
ds-out-pick-rolls = le { $die } rejoint la relance : { $n ->
    [one] { $n } dé est relancé maintenant
   *[other] { $n } dés sont relancés maintenant
}
ds-out-reroll = { $n ->
    [one] relance le dé choisi
   *[other] relance les { $n } dés choisis
}
ds-out-ready-next = garde ce lancer ; { $name } lance ensuite
ds-out-ready-act = garde ce lancer ; les actions commencent par { $name }
ds-out-recruit = choisissez ensuite { $n ->
    [one] un nouveau dé
   *[other] jusqu’à { $n } nouveaux dés
} pour vos dés utilisés, aux couleurs de vos terrains
ds-out-explore = { $n ->
    [one] tire une tuile à poser
   *[other] tire { $n } tuiles, vous en gardez une à poser
}
ds-out-deploy = { $n ->
    [one] un déplacement de tente suit
   *[other] { $n } déplacements de tente suivent
}
ds-out-raid = { $n ->
    [one] une tente adverse sur la { $tile } rentre chez elle et une des vôtres prend sa place
   *[other] jusqu’à { $n } tentes adverses sur la { $tile } rentrent chez elles et les vôtres prennent leur place
}
ds-out-gain = vous gagnez { $got }
ds-out-trade = { $n ->
    [one] un échange suit
   *[other] { $n } échanges suivent
} (des ressources ou un dé contre des points)
ds-out-research = vous possédez { $tech } ({ $points }{ $effect })
ds-out-skip = ne dépense rien ; des actions gratuites peuvent suivre
ds-out-skip-ends = ne dépense rien ; votre tour se termine
ds-out-factory = une tente de la { $tile } revient sur votre plateau ; vous gagnez { $gain }
ds-out-control = { $n } de vos tentes sur la { $tile } retournent à la réserve ; votre maison la tient pour de bon
ds-out-and-turn-ends = { $what } ; votre tour se termine
ds-out-end-turn = votre tour se termine ; { $name } joue ensuite
ds-out-end-game = votre tour se termine, et la partie avec lui
ds-out-keep = le { $die } attend la manche suivante tel quel ; { $rest ->
    [0] il ne reste aucun autre dé
   *[other] les autres vont dans vos dés utilisés
}
ds-out-keep-none = tous vos dés inutilisés vont dans vos dés utilisés
ds-out-take-die = un dé { $colour } de la réserve rejoint vos dés utilisés
ds-out-take-die-more = un dé { $colour } de la réserve rejoint vos dés utilisés ; vous pouvez en choisir un autre
ds-out-choose-tile = vous posez ensuite la { $tile } ; { $others ->
    [0] aucune autre tuile n’a été tirée
    [one] l’autre tuile quitte la partie
   *[other] les autres tuiles quittent la partie
}
ds-out-tent-onto = une tente de votre plateau va sur la { $tile } (il en reste { $board } sur votre plateau)
ds-out-decline = vos tentes restent sur votre plateau
ds-out-tent-to-board = une tente de la réserve va sur votre plateau, qui en compte alors { $board }
ds-out-recall-tents = utilise un déplacement : reprenez ensuite des tentes sur votre plateau, une à une
ds-out-recall = une tente de la { $tile } revient sur votre plateau, qui en compte alors { $board }
ds-out-recall-done = arrête de reprendre des tentes ; le déploiement se termine
ds-out-recall-done-more = arrête de reprendre des tentes ; vos autres déplacements suivent
ds-out-hit = la tente de { $name } sur la { $tile } retourne sur son plateau ; une des vôtres prend sa place
ds-out-hit-supply = la tente de { $name } sur la { $tile } part à la réserve (son plateau est plein) ; une des vôtres prend sa place
ds-out-sell = paie { $paid } ; vous gagnez { $points }
ds-out-sell-used = un dé { $colour } de vos dés utilisés quitte la partie ; vous gagnez { $points }
ds-out-sell-bag = un dé { $colour } de votre sac quitte la partie ; vous gagnez { $points }
ds-out-sell-roll = le { $die } quitte la partie ; vous gagnez { $points }
ds-out-finish = termine l’action « { $act } » ici ; le reste est perdu
ds-out-nothing = rien
ds-out-spent-die = le { $die }
ds-out-spent-tile = la { $tile }
ds-out-spent-card = la carte { $tech }

# Les refus des règles tels que le joueur les lit. $colour est une couleur de dé, $terrain un terrain,
# $tile un numéro de tuile, $act une action, $symbol un symbole, $question ce que le jeu demande.
ds-error-content = Les fichiers de contenu de Dice Settlers sont abîmés.
ds-error-chance-first = Des dés ou des tuiles sont en train d’être tirés : attendez-les.
ds-error-no-chance = Rien n’est tiré ni lancé en ce moment.
ds-error-chance-count = Il faut ici { $want } résultats, pas { $got }.
ds-error-chance-value = Un résultat ici va de 1 à { $sides }, pas { $value }.
ds-error-turn-same = Ce dé montre déjà { $value } : tournez-le sur une autre face.
ds-error-turn-face = Un dé se tourne sur une face de 1 à 6, pas { $value }.
ds-error-not-now = Ce n’est pas un choix possible maintenant : { $question }.
ds-error-act-used = Vous avez déjà fait { $act } cette manche.
ds-error-symbols = Il faut { $want } × { $symbol }, mais vous en avez { $have }.
ds-error-symbol-count = { $n ->
        [one] On ne peut pas dépenser un seul symbole pour cette action.
       *[other] On ne peut pas dépenser { $n } symboles pour cette action.
    }
ds-error-no-such-die = Ce dé n’est pas dans votre lancer.
ds-error-no-such-place = Cette tuile n’est pas parmi celles que vous avez tirées.
ds-error-same-die = Un dé ne peut pas payer son propre ajustement : choisissez un autre dé.
ds-error-no-such-tile = La tuile { $tile } ne peut pas être choisie ici.
ds-error-bad-spot = Une tuile ne peut pas aller là : elle doit toucher les tuiles que demandent les règles.
ds-error-not-present = Vous n’avez ni tente ni maison sur la tuile { $tile } ou à côté.
ds-error-no-tent-on-board = Votre plateau personnel n’a plus de tente.
ds-error-board-full = Votre plateau personnel n’a plus de place libre pour une tente.
ds-error-no-tents-there = Ce joueur n’a pas de tente sur la tuile { $tile }.
ds-error-not-terrain = Un dé { $colour } vient d’un terrain où vous avez une tente ou une maison, et vous n’en avez aucun.
ds-error-supply-empty = La réserve n’a plus de dés { $colour }.
ds-error-no-resource-symbols = Vous n’avez aucun symbole de ressource à récolter.
ds-error-resources = Vous n’avez pas les ressources pour payer cela (l’or remplace n’importe laquelle).
ds-error-no-die-to-remove = Vous n’avez aucun dé { $colour } à retirer.
ds-error-needs-terrain = Cette technologie demande une tente ou une maison sur une tuile { $terrain }.
ds-error-already-owned = Vous possédez déjà cette technologie.
ds-error-no-such-card = Cette technologie n’est pas dans la rangée.
ds-error-no-factory = La tuile { $tile } n’a pas d’usine que vous puissiez utiliser (il faut une tente dessus et une place libre sur votre plateau).
ds-error-factory-used = Vous avez déjà utilisé l’usine de la tuile { $tile } cette manche.
ds-error-no-control = Vous ne pouvez pas prendre le contrôle de la tuile { $tile } : elle ne doit pas avoir de maison, et il vous faut le plus de tentes dessus, au moins 3 de plus que tout autre.
ds-error-no-houses-left = Vous avez construit toutes vos maisons.
ds-error-empty-stack = La pile de tuiles est vide.
ds-error-nothing-to-keep = Vous n’avez aucun dé inutilisé à garder.
ds-error-no-navigator = Vous n’avez pas d’autre symbole navigateur pour payer.
ds-error-no-resource-die = Vous n’avez pas d’autre dé montrant une ressource pour payer.
ds-error-too-many-picked = Un navigateur relance au plus trois dés.
ds-error-nothing-to-take-back = Il n’y a aucun dé tourné à reprendre.
ds-error-die-not-navigator = Ce dé ne montre pas de navigateur : payez avec un dé ou une technologie qui en a un.
ds-error-card-not-navigator = Cette technologie n’est pas l’une des vôtres avec un navigateur.
ds-error-die-not-resource = Ce dé ne montre pas de ressource : payez avec un autre dé qui en montre une.
ds-error-card-not-resource = Un ajustement de ressource se paie avec un dé lancé montrant une ressource, pas avec une technologie.
ds-error-card-used = Le navigateur de cette technologie est déjà utilisé cette manche.
ds-error-die-not-colour = Ce dé de votre lancer n’est pas un dé { $colour }.
ds-error-no-die-in-roll = Vous n’avez aucun dé { $colour } dans votre lancer à retirer.
ds-error-no-die-used = Vous n’avez aucun dé { $colour } dans votre zone utilisée à retirer.
ds-error-no-die-bag = Vous n’avez aucun dé { $colour } dans votre sac à retirer.
