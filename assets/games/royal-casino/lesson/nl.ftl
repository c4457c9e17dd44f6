# De les van Royal Casino: één korte zin per stap, naast waar het over gaat.
lesson-rc-throw = Jij begint: klik op de beker (of druk op spatie) om vijf dobbelstenen te gooien.
lesson-rc-finish-a = Je 6 past op het enige vakje van rij A: leg hem neer om de rij af te maken en 10 punten te winnen.
lesson-rc-five-f = Leg een 5 op rij F: een rij vult zich van links.
lesson-rc-finish-f = Nog een 5 maakt rij F af: 20 punten extra voor jou.
lesson-rc-again = Gooi opnieuw: de stenen die niet op het bord liggen gaan terug in de beker.
lesson-rc-black = Rij C is zwart: wie hem afmaakt, betaalt. De eerste steen is veilig: leg je 2 daar.
lesson-rc-last = Nog één steen: gooi hem. Een beurt heeft hooguit vijf worpen.
lesson-rc-warning = Een 2 op rij C maakt hem af en kost 10 (zie de waarschuwing): leg hem op rij D.
lesson-rc-done = Dat was een beurt! Speel de ronde uit tegen de AI's, of begin een echt spel.
