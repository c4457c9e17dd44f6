# Les mots communs à tous les jeux : mise en place, menus, réglages, aide, résultats, rediffusions, sauvegardes.


level-beginner = Débutant
level-casual = Détendu
level-sharp = Redoutable
level-expert = Expert

seat-player = Joueur { $n }
seat-numbered = Place { $n }
seat-ai-numbered = { $level } { $n }
names-and = { $first } et { $second }

colour-red = Rouge
colour-yellow = Jaune
colour-green = Verte
colour-blue = Bleue

setup-title = dicehall — nouvelle partie
setup-continue = Reprendre { $game }
setup-cannot-continue = Impossible de reprendre : { $why }.{ $kept } Lancez une nouvelle partie.
setup-unfinished = Parties en cours (chacune est gardée jusqu’à sa fin)
setup-continue-unreadable = une sauvegarde illisible
setup-continue-detail = { $seats } · { $turns ->
    [one] { $turns } tour
   *[other] { $turns } tours
    } · { $minutes ->
    [0] sauvegardée à l’instant
    [one] sauvegardée il y a une minute
   *[other] sauvegardée il y a { $minutes } minutes
}
setup-discard = Abandonner
setup-discard-ask = Abandonner cette partie pour de bon ?
setup-discard-yes = L’abandonner
setup-discard-no = La garder
setup-kept-as = { " " }Le fichier a été conservé sous { $path }.
setup-seats = places
setup-human = Humain
setup-ai = Ordinateur : { $level }
setup-colour-hint = Couleur et symbole : cliquez pour passer au suivant
setup-starts = commence
setup-seed = graine
setup-seed-hint = vide = au hasard
setup-seed-error = La graine doit être un nombre entier, pas « { $seed } ».
setup-start = Jouer
setup-rules = Règles
setup-language = Langue

help-title = Comment jouer
help-unreadable = Cette page du guide ne peut pas s’afficher ({ $problem }).

settings-title = Réglages
settings-dice-speed = vitesse des dés
settings-instant-dice = dés instantanés (sans attendre qu’ils roulent)
settings-ai-pause = pause de l’ordinateur (s)
settings-volume = volume
settings-reduce-motion = moins de mouvement (caméra fixe)
settings-ui-scale = taille de l’interface
settings-quality = qualité
settings-quality-auto = auto
settings-quality-low = basse
settings-quality-high = haute
settings-language = langue

pause-title = Pause
pause-resume = Reprendre
pause-rules = Règles
pause-quit-ask = Quitter cette partie ? Elle reste sauvegardée : « Reprendre » sur l’écran d’accueil la ramène.
pause-quit-ask-lesson = Quitter cette leçon ? Les leçons ne sont pas sauvegardées : « Apprendre à jouer » la reprend depuis le début.
pause-exit-ask-lesson = Fermer dicehall ? Les leçons ne sont pas sauvegardées : « Apprendre à jouer » reprend celle-ci depuis le début.
pause-quit-yes = Quitter la partie
pause-quit-no = Continuer à jouer
pause-quit-to-setup = Retour à la mise en place
pause-quit-app = Quitter dicehall
pause-exit-ask = Fermer dicehall ? La partie reste sauvegardée : « Reprendre » sur l’écran d’accueil la ramène.
pause-exit-yes = Fermer dicehall

bar-rules = Règles (H)
bar-settings = Réglages
bar-pause = Pause (Échap)

results-title = Fin de la partie
results-wins = { $names } gagne !
results-share = { $names } gagnent ensemble !
results-after-rounds = après { $n ->
    [one] { $n } manche
   *[other] { $n } manches
}
results-points = { $n ->
    [one] { $n } point
   *[other] { $n } points
}
results-chart = Points après chaque manche
results-play-again = Rejouer
results-new-game = Nouvelle partie
results-watch-replay = Revoir la partie
results-quit = Quitter

replay-move = Rediffusion · coup { $at } sur { $total }
replay-start = |◀ Début
replay-back = ◀ Reculer
replay-forward = Avancer ▶
replay-end = Fin ▶|
replay-play = Lecture ▶▶
replay-pause = Pause
replay-speed = Vitesse ×{ $n }
replay-leave = Sortir
replay-shows-hidden = Rediffusion : les dés cachés de chaque place sont montrés.

save-welcome-back = Bon retour dans { $game } : manche { $round }, à { $name } de jouer.

scoreboard-title = Tableau des scores
log-title = Journal de la partie

save-error-missing = il n’y a pas de partie sauvegardée ({ $path } n’existe pas)
save-error-io = impossible d’utiliser { $path } ({ $why })
save-error-corrupt = la sauvegarde est abîmée ou incomplète ({ $why })
save-error-future = la sauvegarde vient d’un dicehall plus récent (format { $format } ; celui-ci lit le { $reads })
save-error-tampered = la sauvegarde ne tient pas debout ({ $why })

pad-hint-pad = Manette { $n } : A pour jouer · ◀ ▶ autres choix ({ $at } sur { $total }) · Start : menu
pad-hint-keys = Entrée pour jouer · ← → autres choix ({ $at } sur { $total })

setup-pads = { $n ->
    [one] Une manette est branchée : elle joue pour toutes les places humaines.
   *[other] { $n } manettes sont branchées : les places humaines les prennent à tour de rôle, dans l’ordre des places.
}

# The phone page (assets/phones/): its own words, plain messages, sent to the phone as they are.
phone-join = Rejoindre
phone-room-code = Code de la salle
phone-room-hint = Les quatre lettres affichées sur la télé
phone-room-bad = Tapez les quatre lettres affichées sur la télé.
phone-connecting = Connexion…
phone-reconnecting = Reconnexion…
phone-language = Langue
phone-pick-seat = Touchez une place pour la jouer
phone-take-seat = Prendre cette place
phone-held-tv = Télé
phone-held-ai = Ordinateur
phone-held-phone = Un autre téléphone
phone-held-you = Vous
phone-your-seat = Votre place
phone-your-name = Votre nom
phone-save-name = OK
phone-colour = Couleur
phone-hand-to-tv = Rendre à la télé
phone-hand-to-ai = Confier à l’ordinateur
phone-waiting-start = La télé lance la partie quand tout le monde est prêt.
phone-your-turn = À vous de jouer !
phone-flick = Glissez vers le haut pour lancer
phone-throw = Lancer
phone-undo = Annuler
phone-back = Retour
phone-others = Les autres places
phone-results = Résultats
phone-log = Journal de la partie
phone-change-room = Changer de salle
phone-seat-menu = Votre place
phone-ok = OK, manche suivante
phone-hint = Conseil
phone-hint-title = L’Expert jouerait :
phone-own-dice = Vos dés :

# A round's sheet waits for the people at the table (every game).
prompt-round-over = La manche { $round } est finie : appuyez sur OK ({ $key }) pour continuer
round-over-ok = OK, manche suivante ({ $key })
key-enter = Entrée
plain-prompt-choose = { $name } : choisissez ci-dessous quoi faire
plain-prompt-thinking = { $name } réfléchit…
plain-prompt-dice = Les dés roulent…
plain-results-chart = Score à la fin
plain-bar-back = ◀ Retour
plain-peek-button = Regarder (tenir P)
plain-peek-title = { $name } : tous les autres détournent le regard
prompt-on-phone = { $name } choisit sur son téléphone
seat-on-phone = { $name } joue sur son téléphone : seul ce téléphone agit pour cette place.
bar-choices-show = Choix
bar-choices-hide = Masquer les choix
hint-on-phone = { $name } demande ses indices sur son téléphone.
hint-in-peek = L’indice de l’Expert est prêt : tenez Regarder (P) pour le lire, vous seul le voyez.
peek-hint-title = L’Expert jouerait :
pause-take-back = Rendre la place de { $name } à la télé
pause-take-back-ask = { $name } joue sur un téléphone. Rendre sa place à la télé ? Le téléphone en est averti.
pause-take-back-yes = Reprendre la place
pause-take-back-no = Annuler

# Les refus des règles tels que le joueur les lit, communs à tous les jeux. $game est le nom du jeu ;
# $last le numéro de la dernière place.
rules-error-players = { $game } se joue de { $least } à { $most } joueurs, pas { $n }.
rules-error-starter = La place { $starter } ne peut pas commencer : les places vont de 0 à { $last }.
rules-error-game-over = La partie est finie : lancez-en une nouvelle.
rules-error-dice-first = Les dés sont encore en train d’être lancés : attendez-les.
rules-error-no-throw = Aucun dé n’est lancé en ce moment.
rules-error-dice-count = { $want ->
        [one] Ici on lance un seul dé, pas { $got }.
       *[other] Ici on lance { $want } dés, pas { $got }.
    }
rules-error-die-value = Un dé montre de 1 à 6, pas { $value }.
