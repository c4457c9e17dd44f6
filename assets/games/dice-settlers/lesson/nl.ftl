# De les van Dice Settlers: per stap één korte zin, naast waar hij over gaat.
lesson-ds-draft = Begin op het gebergte: leg het op de verlichte plek. Met het goud betaal je later onderzoek.
lesson-ds-turn = Je groene Navigator draait een andere steen naar een zijde naar keuze: draai witte steen 3 naar Onderzoeken.
lesson-ds-ready = Klik op Klaar. Je doet deze ronde twee acties, om de beurt met de anderen.
lesson-ds-explore = Verken met je Verkennen-steen: trek een tegel van de stapel om de kaart te laten groeien.
lesson-ds-place = Leg de woestijn naast je gebergte, met je tent erop: wie daar aan het eind de meeste tenten heeft, scoort 7.
lesson-ds-follow = Een AI zette een tent op je woestijn. Zet er een van je bord bij om de meeste tenten te houden.
lesson-ds-research = Onderzoek het Kompas met je Onderzoeken-steen en goud: elke ronde een gratis Navigator.
lesson-ds-done = Zo gaat een ronde! Speel hem uit tegen de AI's, of begin een echt spel.
