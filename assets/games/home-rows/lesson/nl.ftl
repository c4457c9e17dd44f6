# De les van Home Rows: per stap één korte zin, naast waar hij over gaat.
lesson-hr-roll = Jij speelt rood: de rode rij is je thuisrij. Klik op een van je rode dobbelstenen om te gooien.
lesson-hr-six = Leg de 6 op de gele rij: je neemt 6 fiches, en de ogen tellen mee in de score van de gele speler.
lesson-hr-roll-again = Gooi nog een rode dobbelsteen. Je fiches verlagen je totaal; de laagste totaalscore wint.
lesson-hr-home = Een 2 levert maar 2 fiches op. Leg hem op je eigen rode rij: een rode steen telt daar één oog minder.
lesson-hr-pot-low = Er liggen nog maar 4 fiches in de pot. Gooi opnieuw.
lesson-hr-pot-empty = Leg de 5 op de groene rij: je neemt de laatste 4 fiches uit de pot, en die is leeg.
lesson-hr-roll-empty = De pot is leeg: vanaf nu neem je bij elke gelegde steen fiches van een buur. Gooi.
lesson-hr-take-from = Leg de 6 op de blauwe rij, die van niemand is, en neem 6 fiches van de gele speler, links van je.
lesson-hr-last-red = Gooi je laatste rode dobbelsteen: de ronde is voorbij als niemand nog stenen heeft.
lesson-hr-trade = Dwing een ruil af: geef de 6 aan de groene speler, rechts van je, die jou 5 fiches betaalt.
lesson-hr-done = Zo gaat Home Rows! Speel de ronde uit tegen de AI's, of begin een echt spel.
