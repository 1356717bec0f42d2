"""The daily Deal Me In challenge as a service with no discord: positions, attempts, the
day's end and streaks (:class:`bot.daily.service.DailyService`)."""
