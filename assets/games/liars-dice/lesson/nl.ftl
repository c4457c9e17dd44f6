# De les van Liar's Dice: één korte zin per stap, gezegd naast waar hij over gaat.
lesson-ld-bid = Houd Kijken (P) in om je beker te zien: enen zijn joker en tellen voor 5-en. Bied dan drie 5-en.
lesson-ld-dudo = Vier 4-en? Alleen je joker-1 steunt dat. Roep Dudo: alle bekers omhoog; wie ongelijk had, verliest er een.
lesson-ld-done = Dat is Liar's Dice! Wie als laatste dobbelstenen heeft, wint. Speel verder of begin een echt spel.
