package testenv

import (
	"testing"

	"github.com/stretchr/testify/require"
)

func TestLong(t *testing.T) {
	t.Setenv(LongVar, "")
	require.False(t, Long())
	require.Equal(t, 3, Count(t, 3, 7))
	t.Setenv(LongVar, "1")
	require.Equal(t, !testing.Short(), Long())
	if !testing.Short() {
		require.Equal(t, 7, Count(t, 3, 7))
	}
}
