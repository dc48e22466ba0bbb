"""Pure folds over recorded events: campaign state, sheets, history."""
