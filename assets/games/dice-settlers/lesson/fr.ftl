# La leçon de Dice Settlers : une courte phrase par étape, dite à côté de ce dont elle parle.
lesson-ds-draft = Commencez sur la montagne : posez-la sur l’emplacement éclairé. Son or paiera une recherche.
lesson-ds-turn = Votre Navigateur vert tourne un autre dé sur la face voulue : tournez le dé 3 (blanc) sur Rechercher.
lesson-ds-ready = Cliquez sur Prêt. Vous faites deux actions dans cette manche, chacun son tour.
lesson-ds-explore = Explorez avec votre dé Explorer : piochez une tuile de la pile pour agrandir la carte.
lesson-ds-place = Posez le désert près de votre montagne, avec votre tente : le plus de tentes y marque 7 à la fin.
lesson-ds-follow = Une IA a mis une tente sur votre désert. Ajoutez-en une de votre plateau pour y rester en tête.
lesson-ds-research = Découvrez la Boussole avec votre dé Rechercher et votre or : un Navigateur offert à chaque manche.
lesson-ds-done = Voilà comment se joue une manche ! Finissez-la contre les IA, ou lancez une vraie partie.
