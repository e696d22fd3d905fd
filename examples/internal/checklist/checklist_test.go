package checklist

import (
	"bytes"
	"errors"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestList(t *testing.T) {
	var out bytes.Buffer
	l := New(&out)
	l.Title("section")
	l.Value("short", []byte{1, 2})
	l.Value("long", bytes.Repeat([]byte{0xab}, 20))
	l.Check("good", true)
	require.NoError(t, l.Err("prog"))

	l.Check("bad", false)
	assert.False(t, l.Must("step", errors.New("boom")))
	assert.True(t, l.Must("step", nil))
	assert.Equal(t, []string{"section: bad", "section: step: boom"}, l.Failed())
	assert.EqualError(t, l.Err("prog"), "prog: 2 check(s) failed: section: bad; section: step: boom")

	want := "section\n" +
		"  short                           0102\n" +
		"  long                            abababababababababababababababab…\n" +
		"  good                            ok\n" +
		"  bad                             FAIL\n" +
		"  step                            FAIL: boom\n"
	assert.Equal(t, want, out.String())
}
