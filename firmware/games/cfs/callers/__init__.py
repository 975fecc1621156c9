# Who calls each team's plays (rules P1-P4): the player, the cards or the coach.
