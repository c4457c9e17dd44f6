# La leçon de Home Rows : une courte phrase par étape, dite à côté de ce dont elle parle.
lesson-hr-roll = Vous jouez rouge : la rangée rouge est votre rangée maison. Cliquez sur un de vos dés rouges pour le lancer.
lesson-hr-six = Posez le 6 sur la rangée jaune : vous prenez 6 jetons, et ses points comptent contre le joueur jaune.
lesson-hr-roll-again = Lancez un autre dé rouge. Vos jetons font baisser votre total ; le plus petit total gagne.
lesson-hr-home = Un 2 ne prend que 2 jetons. Posez-le sur votre rangée rouge : un dé rouge y compte un point de moins.
lesson-hr-pot-low = Il ne reste que 4 jetons dans le pot. Relancez.
lesson-hr-pot-empty = Posez le 5 sur la rangée verte : vous prenez les 4 derniers jetons et le pot est vide.
lesson-hr-roll-empty = Le pot est vide : désormais, chaque dé posé prend des jetons à un voisin. Lancez.
lesson-hr-take-from = Posez le 6 sur la rangée bleue, qui n’est à personne, et prenez 6 jetons au joueur jaune, à votre gauche.
lesson-hr-last-red = Lancez votre dernier dé rouge : la manche finit quand plus personne n’a de dé.
lesson-hr-trade = Imposez un échange : donnez le 6 au joueur vert, à votre droite, qui vous paie 5 jetons.
lesson-hr-done = Voilà Home Rows ! Finissez la manche contre les IA, ou lancez une vraie partie.
