#!/bin/sh
# Renders infra/icecast/icecast.xml with the values of the environment (passwords are required).
# Usage: ICECAST_SOURCE_PASSWORD=... ICECAST_ADMIN_PASSWORD=... render-config.sh icecast.xml > out.xml
# ICECAST_BIND_ADDRESS: 127.0.0.1 by default (Caddy, the app and Liquidsoap on the same host);
# 0.0.0.0 in compose, whose network is private (docs/station-stack.md, "Ports to open").
set -eu
: "${ICECAST_SOURCE_PASSWORD:?set ICECAST_SOURCE_PASSWORD}"
: "${ICECAST_ADMIN_PASSWORD:?set ICECAST_ADMIN_PASSWORD}"
sed \
  -e "s|@ICECAST_SOURCE_PASSWORD@|${ICECAST_SOURCE_PASSWORD}|g" \
  -e "s|@ICECAST_RELAY_PASSWORD@|${ICECAST_RELAY_PASSWORD:-$ICECAST_SOURCE_PASSWORD}|g" \
  -e "s|@ICECAST_ADMIN_PASSWORD@|${ICECAST_ADMIN_PASSWORD}|g" \
  -e "s|@ICECAST_ADMIN_EMAIL@|${ICECAST_ADMIN_EMAIL:-contact@radio-live.fr}|g" \
  -e "s|@ICECAST_HOSTNAME@|${ICECAST_HOSTNAME:-localhost}|g" \
  -e "s|@ICECAST_PORT@|${ICECAST_PORT:-8000}|g" \
  -e "s|@ICECAST_BIND_ADDRESS@|${ICECAST_BIND_ADDRESS:-127.0.0.1}|g" \
  -e "s|@ICECAST_LOG_DIR@|${ICECAST_LOG_DIR:-/var/log/icecast2}|g" \
  -e "s|@STATION_NAME@|${STATION_NAME:-Radio Live}|g" \
  "$1"
