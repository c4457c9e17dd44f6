# La leçon de Royal Casino : une courte phrase par étape, dite à côté de ce dont elle parle.
lesson-rc-throw = Vous commencez : cliquez sur le gobelet (ou Espace) pour lancer cinq dés.
lesson-rc-finish-a = Cliquez votre 6, puis la ligne A : il remplit sa seule case, vous la finissez et gagnez 10 points.
lesson-rc-five-f = Cliquez un 5, puis la ligne F. Une ligne se remplit par la gauche.
lesson-rc-finish-f = Votre autre 5 sur la ligne F la finit : 20 points de plus pour vous.
lesson-rc-again = Relancez : les dés qui ne sont pas sur le plateau retournent dans le gobelet.
lesson-rc-black = La ligne C est noire : qui la finit paie. Son premier dé est sans risque : posez-y votre 2.
lesson-rc-stop = Il reste un dé : relancez-le, ou Arrêtez et il attend dans votre réserve un tour suivant. Arrêter (S).
lesson-rc-done = Voilà un tour ! Finissez la manche contre les IA, ou lancez une vraie partie.
