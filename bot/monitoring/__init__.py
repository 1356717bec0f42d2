"""What an admin sees of the running bot: Prometheus metrics (:mod:`.metrics`), the
``/healthz`` and ``/metrics`` port (:mod:`.server`) and the JSON log lines (:mod:`.logs`).
See ``docs/monitoring.md``."""
