# La leçon à la table (tous les jeux) : les boutons et lignes de la bulle, le bouton de la préparation.
setup-learn = Apprendre à jouer
setup-learn-why = Une première manche guidée contre des joueurs IA : chaque étape dit quoi faire, là où ça se passe.
lesson-first = D’abord, la leçon demande : { $step }
lesson-progress = Leçon { $n }/{ $of } :
lesson-do-it = Fais-le pour moi
lesson-end = Arrêter la leçon
lesson-watch = { $name } joue : votre prochaine étape vient à votre tour.
lesson-real-game = Jouer une vraie partie
lesson-finish-round = Finir cette manche
bar-hint = Indice (I)
hint-title = L’Expert jouerait :
hint-thinking = L’Expert réfléchit…
hint-not-now = Un indice, c’est pour votre tour, une fois les dés posés.
