# La leçon de Royal Casino : une courte phrase par étape, dite à côté de ce dont elle parle.
lesson-rc-throw = Vous commencez : cliquez sur le gobelet (ou Espace) pour lancer cinq dés.
lesson-rc-finish-a = Votre 6 va sur la seule case de la ligne A : posez-le pour la finir et gagner ses 10 points.
lesson-rc-five-f = Posez un 5 sur la ligne F : une ligne se remplit par la gauche.
lesson-rc-finish-f = Un autre 5 finit la ligne F : 20 points de plus pour vous.
lesson-rc-again = Relancez : les dés qui ne sont pas sur le plateau retournent dans le gobelet.
lesson-rc-black = La ligne C est noire : qui la finit paie. Son premier dé est sans risque : posez-y votre 2.
lesson-rc-last = Il reste un dé : lancez-le. Un tour compte au plus cinq lancers.
lesson-rc-warning = Un 2 sur la ligne C la finirait et coûterait 10 (voyez l’avertissement) : posez-le sur la ligne D.
lesson-rc-done = Voilà un tour ! Finissez la manche contre les IA, ou lancez une vraie partie.
