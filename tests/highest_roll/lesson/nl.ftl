# Highest Roll's lesson.
lesson-hi-roll = Gooi je twee dobbelstenen: druk op Gooi de twee dobbelstenen.
lesson-hi-keep = Een 9 verslaat de meeste worpen: houd hem.
lesson-hi-done = Je hebt je eerste ronde Highest Roll gespeeld.
