# Liar's Dice à table : journal, barre d’actions, boutons et situation sur les téléphones, conseils.
# $bid est une annonce en mots (« 5 × 3 ») ; $name, $other des noms de places. Le journal ne dit
# jamais un dé sous un gobelet : les annonces, et le compte trouvé quand les gobelets sont levés.

game-liars-dice = Dés menteurs
setup-blurb-liars-dice = Annoncez ce que cachent tous les gobelets en ne voyant que le vôtre : Dudo contre un bluff, Calza quand c’est pile juste.

# Un conseil : ce que l’IA Amateur pense du coup qu’elle jouerait. $chance est un pourcentage.
ld-hint-greedy = Vos chances de garder tous vos dés ainsi : environ { $chance } %.

ld-bid = { $quantity } × { $face }

ld-act-bid = Annoncer { $bid }
ld-act-dudo = Dudo ! Contester le { $bid } de { $other }
ld-act-calza = Calza ! Dire le { $bid } de { $other } pile juste
ld-act-dudo-none = Dudo ! (rien à contester pour l’instant)
ld-act-calza-none = Calza ! (rien à dire juste pour l’instant)
ld-step-quantity = { $quantity } × …
ld-standing = À battre : { $bid } de { $name }

ld-outcome-bid-wild = Affirme au moins { $bid } sur la table, les 1 comptant aussi ; { $own } de vos dés le soutiennent.
ld-outcome-bid = Affirme au moins { $bid } sur la table, les 1 ne comptant pas ; { $own } de vos dés le soutiennent.
ld-outcome-bid-wild-public = Affirme au moins { $bid } sur la table, les 1 comptant aussi.
ld-outcome-bid-public = Affirme au moins { $bid } sur la table, les 1 ne comptant pas.
ld-outcome-dudo = Lève tous les gobelets : moins de { $bid } et { $other } perd un dé, sinon c’est vous.
ld-outcome-calza = Lève tous les gobelets : pile { $bid } et vous regagnez un dé, sinon vous en perdez un.
ld-outcome-calza-full = Lève tous les gobelets : pile { $bid } et vous gardez vos dés, sinon vous en perdez un.

ld-log-opening = Chaque place lance ses dés sous son propre gobelet : chacune ne voit que les siens.
ld-log-round = Manche { $round } : tous les gobelets sont posés. { $name } ouvre les annonces.
ld-log-round-palifico = La manche { $round } est palifico : les 1 ne sont pas jokers et chaque annonce garde la face d’ouverture. { $name } ouvre.
ld-log-bid = { $name } annonce { $bid }.
ld-log-dudo = { $name } dit Dudo sur le { $bid } de { $other } : les gobelets sont levés et { $count ->
        [one] un dé compte
       *[other] { $count } dés comptent
    }.
ld-log-calza = { $name } dit Calza sur le { $bid } de { $other } : les gobelets sont levés et { $count ->
        [one] un dé compte
       *[other] { $count } dés comptent
    }.
ld-log-die-lost = { $name } perd un dé : { $left ->
        [one] il en reste un
       *[other] il en reste { $left }
    }.
ld-log-die-gained = { $name } regagne un dé : { $held } maintenant.
ld-log-out = { $name } n’a plus de dés et quitte la partie.
ld-log-palifico-next = { $name } n’a plus qu’un dé : la prochaine manche est palifico.
ld-log-game-over = Partie terminée : { $names } garde les derniers dés et gagne.

ld-seat-dice = Dés : { $n }
ld-seat-cup = Votre gobelet : { $dice }
ld-seat-out = Éliminé : { $place }e place
ld-seat-winner = Vainqueur

# The reveal at the table: what is counted ($face: the bid's face) and the running count ($numbers: "1 … 2 … 3").
ld-reveal-face = On compte les { $face }
ld-reveal-face-wild = On compte les { $face }, les 1 comptant aussi
ld-reveal-count = { $what } : { $numbers }
ld-verdict-calza-right = Juste ! Pile ce nombre.

# Les refus des règles tels que le joueur les lit. $bid et $least sont des annonces en mots.
ld-error-roll-first = Les gobelets ne sont pas encore lancés : lancez-les d’abord.
ld-error-not-rolling = Tous les gobelets sont déjà lancés cette manche : annoncez, dites Dudo ou Calza.
ld-error-dice-count = { $want ->
        [one] { $name } lance un seul dé sous son gobelet, pas { $got }.
       *[other] { $name } lance { $want } dés sous son gobelet, pas { $got }.
    }
ld-error-face = La face d’une annonce va de 1 à 6, pas { $face }.
ld-error-no-quantity = Une annonce porte sur au moins un dé.
ld-error-above-in-play = Une annonce de { $quantity } dépasse les { $in_play } dés en jeu.
ld-error-opening-ones = L’annonce d’ouverture ne peut pas porter sur les 1, sauf en manche palifico.
ld-error-not-a-raise = { $bid } ne surenchérit pas : sur cette face il faut au moins { $least }.
ld-error-not-a-raise-none = { $bid } ne surenchérit pas : aucune quantité de cette face ne suffit maintenant.
ld-error-palifico-face = En manche palifico chaque annonce garde la face d’ouverture, { $face } : seule la quantité monte.
ld-error-no-bid = Personne n’a encore annoncé cette manche : l’annonce d’ouverture vient d’abord.
ld-error-calza-off = Calza est désactivé pour cette partie.
ld-error-calza-seats = Calza demande au moins trois places ayant encore des dés.
ld-error-calza-own = Vous ne pouvez pas dire Calza sur votre propre annonce.
