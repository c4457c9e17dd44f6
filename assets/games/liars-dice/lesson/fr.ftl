# La leçon de Liar's Dice : une courte phrase par étape, dite à côté de ce dont elle parle.
lesson-ld-bid = Tenez Regarder (P) pour voir votre gobelet : les 1 sont jokers et comptent pour les 5. Annoncez trois 5.
lesson-ld-dudo = Quatre 4 ? Seul votre 1 joker les soutient. Dites Dudo : on lève tout ; qui avait tort perd un dé.
lesson-ld-done = Voilà Liar's Dice ! La dernière place avec des dés gagne. Continuez, ou lancez une vraie partie.
