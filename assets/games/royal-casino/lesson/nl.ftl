# De les van Royal Casino: één korte zin per stap, naast waar het over gaat.
lesson-rc-throw = Jij begint: klik op de beker (of druk op spatie) om vijf dobbelstenen te gooien.
lesson-rc-finish-a = Klik je 6 en dan rij A: hij vult het enige vakje, dus je maakt de rij af en wint 10 punten.
lesson-rc-five-f = Klik een 5 en dan rij F. Een rij vult zich van links.
lesson-rc-finish-f = Je andere 5 op rij F maakt hem af: 20 punten extra voor jou.
lesson-rc-again = Gooi opnieuw: de stenen die niet op het bord liggen gaan terug in de beker.
lesson-rc-black = Rij C is zwart: wie hem afmaakt, betaalt. De eerste steen is veilig: leg je 2 daar.
lesson-rc-stop = Nog één steen: gooi hem, of Stop en hij wacht in je voorraad op een volgende beurt. Klik Stoppen (S).
lesson-rc-done = Dat was een beurt! Speel de ronde uit tegen de AI's, of begin een echt spel.
