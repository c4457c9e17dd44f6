# Highest Roll's lesson.
lesson-hi-roll = Lancez vos deux dés : appuyez sur Lancer les deux dés.
lesson-hi-keep = Un 9 bat la plupart des lancers : gardez-le.
lesson-hi-done = Vous avez joué votre première manche de Highest Roll.
