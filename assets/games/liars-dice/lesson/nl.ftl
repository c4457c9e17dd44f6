# De les van Liar's Dice: één korte zin per stap, gezegd naast waar hij over gaat.
lesson-ld-bid = Houd Kijken (P) in om je beker te zien: enen zijn joker en tellen voor 5-en. Bied dan drie 5-en.
lesson-ld-dudo = Vier 4-en? Alleen je joker-1 steunt dat. Roep Dudo: alle bekers omhoog; wie ongelijk had, verliest er een.
lesson-ld-done = Precies goed: je steen is terug! Wie als laatste stenen heeft, wint. Speel verder of begin een echt spel.
lesson-ld-raise = Nieuwe ronde. Verhogen: meer stenen, of evenveel van een hoger getal. Bluf zonder 6: bied zes 6-en.
lesson-ld-open = Betrapt! Te weinig 6-en: je verliest een steen en opent deze ronde. Bied twee 3-en (nooit enen om te openen).
lesson-ld-calza = Calza zegt dat de telling precies het bod is: goed geeft een steen terug, fout kost er een. Roep Calza!
