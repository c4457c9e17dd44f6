# La leçon de Liar's Dice : une courte phrase par étape, dite à côté de ce dont elle parle.
lesson-ld-bid = Tenez Regarder (P) pour voir votre gobelet : les 1 sont jokers et comptent pour les 5. Annoncez trois 5.
lesson-ld-dudo = Quatre 4 ? Seul votre 1 joker les soutient. Dites Dudo : on lève tout ; qui avait tort perd un dé.
lesson-ld-done = Pile juste : votre dé est revenu ! La dernière place avec des dés gagne. Continuez, ou une vraie partie.
lesson-ld-raise = Nouvelle manche. Surenchérir : plus de dés, ou autant d’une face plus haute. Bluffez sans 6 : annoncez six 6.
lesson-ld-open = Pris ! Trop peu de 6 : vous perdez un dé et ouvrez cette manche. Annoncez deux 3 (jamais des 1 pour ouvrir).
lesson-ld-calza = Calza : le compte est pile l’annonce. Juste, on regagne un dé ; faux, on en perd un. Dites Calza !
